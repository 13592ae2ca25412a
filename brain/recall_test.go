package brain_test

import "testing"

// TestFillersFound: a question that says how often or how sure ("usually",
// "בדרך כלל") finds what was kept without those words, and a question
// whose own words are not kept still finds nothing.
func TestFillersFound(t *testing.T) {
	b := newBrain(t, open(t), nil)
	mustStore(t, b, "u1", note("רונית תמיד מזמינה עוגת גבינה פירורים בלי צימוקים"))
	mustStore(t, b, "u1", note("Dana always orders the vegan pasta"))
	wantFound(t, b, map[string]string{
		"מה רונית מזמינה בדרך כלל": "עוגת גבינה", `מה רונית מזמינה בד"כ`: "עוגת גבינה", "מה רונית מזמינה לרוב": "עוגת גבינה",
		"מה רונית בדרך-כלל מזמינה":     "עוגת גבינה",
		"what does dana usually order": "vegan pasta", "what does dana normally order": "vegan pasta",
		"what does Dana typically order?": "vegan pasta", "what does dana order most of the time": "vegan pasta",
		"מה רונית שותה בדרך כלל": "", "מה דני מזמין בדרך כלל": "", "מה רונית לובשת תמיד": "",
		"what does dana usually drink": "", "what does Dan usually order at the bar": "",
		"what does dana usually wear": "", "מה רונית אוכלת בדרך כלל בבוקר": "",
	})
}

// TestSpellingsFound: a memory is found whatever way its words are
// spelled: a Hebrew word with or without its doubled letters, a final א
// or ה, an English word glued to a Hebrew prefix, and a loanword in the
// other script. A question about something else still finds nothing.
func TestSpellingsFound(t *testing.T) {
	b := newBrain(t, open(t), nil)
	mustStore(t, b, "u1", fact("הסיסמא של הוויפיי במאפייה היא bakery2026", "הסיסמא של הוויפיי במאפייה", "bakery2026"))
	mustStore(t, b, "u1", note("the wi-fi password at the gym is crumb77"))
	mustStore(t, b, "u1", note("הלינק לזום של הוועד: zoom.us/j/555"))
	mustStore(t, b, "u1", note("קבוצת הווטסאפ של הבניין נקראת מגדל 4"))
	wantFound(t, b, map[string]string{
		"מה הסיסמה של הwifi": "bakery2026", "מה הסיסמה של הוויפי": "bakery2026", "מה הסיסמא לוויי פיי": "bakery2026",
		"מה הסיסמה לויפי במאפייה": "bakery2026",
		"whats the wifi password": "crumb77", "wifi password at the gym?": "crumb77", "מה הסיסמה של הוויפי בחדר כושר": "",
		"מה הלינק של הzoom של הועד": "555", "the zoom link of the committee": "555",
		"מה שם הקבוצה בוואטסאפ של הבניין": "מגדל 4", "מה שם הקבוצה בwhatsapp": "מגדל 4",
		"מה הסיסמה של המייל": "", "what's my email password": "", "מה הקוד של השער": "", "what's the zoom password": "",
		"מה הסיסמה של הטלוויזיה": "", "what's the gate code": "",
	})
}

// TestLoanwordOwner: a loanword said in two words is one owner ("של
// הוויי פיי", "the wi-fi's password"), found in a memory in either script.
func TestLoanwordOwner(t *testing.T) {
	b := newBrain(t, open(t), nil)
	mustStore(t, b, "u1", note("the wifi password is abc123"))
	wantFound(t, b, map[string]string{
		"מה הסיסמא של הוויי פיי": "abc123", "מה הסיסמה של הוויפיי": "abc123", "what's the wi-fi's password": "abc123",
		"מה הסיסמה של הוויי פיי במשרד": "", "מה הסיסמה של דנה": "",
	})
}

// TestSlipsFound: an English word texted with a vowel dropped, swapped or
// doubled, in the memory or in the question ("my student numbr", "whats my
// studnt number", "plumbre"), still finds it; another word ("stadium")
// finds nothing.
func TestSlipsFound(t *testing.T) {
	b := newBrain(t, open(t), nil)
	mustStore(t, b, "u1", note("my student numbr is 20931877"))
	mustStore(t, b, "u1", note("the plumber's number is 0851234567"))
	wantFound(t, b, map[string]string{
		"whats my studnt number": "20931877", "what's my student number": "20931877", "my studant numbr?": "20931877",
		"whats the plumbrs number": "0851234567", "plumbre number": "0851234567",
		"whats my passport number": "", "what's the plumber's address": "", "whats my stadium number": "",
	})
}

// TestPossessiveNameFound: a name kept with its "'s" is found by a question
// that says it so, whatever the stemmer makes of the name ("Wanjiru's"
// is one word "wanjirus"); another person's thing stays unfound.
func TestPossessiveNameFound(t *testing.T) {
	b := newBrain(t, open(t), nil)
	mustStore(t, b, "u1", note("my student Wanjiru's thesis defence is on 14th January"))
	mustStore(t, b, "u1", note("Babu's shoe size is 44"))
	wantFound(t, b, map[string]string{
		"When is Wanjiru's defence": "14th January", "when is wanjiru's thesis defence?": "14th January",
		"what's Babu's shoe size": "44",
		"When is Kamau's defence": "", "what's Wanjiru's shoe size": "",
	})
}

// TestRoleFound: someone asked about by what they do and a word for a
// person ("who's the carpool guy", "the cleaning lady", "מי הבחור של
// ההסעה") is found by what they do, as the memory says it. A question
// about another role, or a person word alone, finds nothing.
func TestRoleFound(t *testing.T) {
	b := newBrain(t, open(t), nil)
	mustStore(t, b, "u1", note("Yossi does the carpool, 052-1234567"))
	mustStore(t, b, "u1", note("the plumber is Avi 050-7654321"))
	mustStore(t, b, "u1", note("משה נוהג בהסעה של הילדים 054-1112223"))
	mustStore(t, b, "u1", note("Maria cleans on Tuesdays, cleaning 054-9998887"))
	wantFound(t, b, map[string]string{
		"who's the carpool guy": "Yossi", "who is the carpool guy?": "Yossi", "carpool guy's number": "052",
		"the plumber guy": "Avi", "who's the plumber dude": "Avi", "who's the cleaning lady": "Maria",
		"מי הבחור של ההסעה": "משה", "מה הטלפון של הבחור מההסעה": "054-1112223",
		"who's the electrician guy": "", "who's that guy": "", "מי הבחור של הגינה": "", "who's the gardening lady": "",
	})
}
