package offline

import "strings"

// A command to make one more thing takes "also" between its verb and the
// kind of thing it makes: "תוסיף גם משימה לתקן את הברז", "תקבעי גם פגישה
// …", "add also a task to fix the tap". The word says only that the thing
// comes beside the one before; the command is read as said without it,
// as "also add a task …" is.

// reAlsoVerb is an add or create verb, "also" after it, and the kind of
// thing it makes.
var reAlsoVerb = compile(`^((?:ו)?(?:תוסיף|תוסיפי|תוסיפו|הוסף|הוסיפי|תכניס|תכניסי|תרשום|תרשמי|רשום|רשמי|תיצור|תצור|תיצרי|צור|צרי|תקבע|תקבעי|קבע|קבעי|תפתח|תפתחי)(?:\s+לי)?)` +
	`\s+(?:גם|גם\s+כן)\s+((?:עוד\s+)?(?:משימה|מטלה|תזכורת|פגישה|אירוע)(?:\s|:|$))|` +
	`^((?:and\s+)?(?:add|create|make|set|put|schedule|book|set\s+up)(?:\s+me)?)\s+(?:also|too)\s+((?:a|an|another|one\s+more)\s+(?:task|to-?do|reminder|event|meeting|appointment)(?:\s|:|$))`)

// alsoAfterVerb takes "also" from between an add verb and the thing it
// makes (see reAlsoVerb).
func alsoAfterVerb(s string) string {
	low := toLower(s)
	if !strings.Contains(low, "גם ") && !strings.Contains(low, "also ") && !strings.Contains(low, "too ") {
		return s
	}
	g := reAlsoVerb.FindStringSubmatchIndex(low)
	if g == nil || len(low) != len(s) {
		return s
	}
	if g[2] >= 0 {
		return s[:g[3]] + " " + s[g[4]:]
	}
	return s[:g[7]] + " " + s[g[8]:]
}
