package offline

// A correction by the time it replaces, said as a statement: "i'm sorry,
// it is actually on monday, not sunday", "זה בעצם ביום שני, לא ראשון".
// The time it replaces must be the item's own (see restated).

// reSorryLead is an apology opening a correction: "i'm sorry, ",
// "סליחה, ".
var reSorryLead = compile(`(?i)^(?:i'?m\s+(?:so\s+)?sorry|sorry|oops|my\s+bad|סליחה|סורי|אופס)[,.!\s]+`)
