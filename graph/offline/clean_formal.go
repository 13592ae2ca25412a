package offline

import "strings"

// Formal Hebrew asks as a letter does: a "נא" after whom it is asked for
// ("תזכיר לי נא …", "תזכירני נא …"), and the verb with its object glued
// on ("תזכירני", "הזכירני": "remind me"), and what is to be written down
// "before you" ("רשום לפניך כי …"). Clean writes them as the plain
// request.

var (
	// reFormalNa is a "נא" ("please") after "לי", "לנו" or a verb that
	// ends in "ני"/"נו" ("me", "us"): it asks nothing.
	reFormalNa = compile(`((?:^|\s)(?:לי|לנו|\p{Hebrew}{3,}(?:ני|נו)))\s+נא([\s,.!?]|$)`)
	// reFormalRemindMe is "remind me" as one formal word.
	reFormalRemindMe = compile(`(^|\s)(?:תזכירני|הזכירני|תזכרני|תזכירנו|הזכירנו)([\s,.!?]|$)`)
	// reFormalNoteBefore is "write down before you that …" as a letter
	// says "note that …": "אבקש לרשום לפניך כי הפגישה …" is "לרשום
	// שהפגישה …".
	reFormalNoteBefore = compile(`(^|\s)(ו?(?:תרשום|תרשמי|תרשמו|רשום|רשמי|רשמו|לרשום))\s+(?:לפניך|לפנייך|לפניכם)\s+(?:כי\s+|ש)(\p{Hebrew})`)
)

// cleanFormal writes the formal forms of a Hebrew request as the plain
// ones: "תזכירני נא בכל יום ראשון …" is "תזכיר לי בכל יום ראשון …".
func cleanFormal(s string) string {
	if !strings.Contains(s, "נא") && !strings.Contains(s, "רני") && !strings.Contains(s, "רנו") && !strings.Contains(s, "לפני") || !hebrewText(s) {
		return s
	}
	s = reFormalNoteBefore.ReplaceAllString(s, "${1}${2} ש${3}")
	s = reFormalRemindMe.ReplaceAllString(s, "${1}תזכיר לי${2}")
	return reFormalNa.ReplaceAllString(s, "${1}${2}")
}
