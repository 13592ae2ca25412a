package offline

import "strings"

// Formal Hebrew asks as a letter does: a "נא" after whom it is asked for
// ("תזכיר לי נא …", "תזכירני נא …"), and the verb with its object glued
// on ("תזכירני", "הזכירני": "remind me"). Clean writes them as the plain
// request.

var (
	// reFormalNa is a "נא" ("please") after "לי", "לנו" or a verb that
	// ends in "ני"/"נו" ("me", "us"): it asks nothing.
	reFormalNa = compile(`((?:^|\s)(?:לי|לנו|\p{Hebrew}{3,}(?:ני|נו)))\s+נא([\s,.!?]|$)`)
	// reFormalRemindMe is "remind me" as one formal word.
	reFormalRemindMe = compile(`(^|\s)(?:תזכירני|הזכירני|תזכרני|תזכירנו|הזכירנו)([\s,.!?]|$)`)
)

// cleanFormal writes the formal forms of a Hebrew request as the plain
// ones: "תזכירני נא בכל יום ראשון …" is "תזכיר לי בכל יום ראשון …".
func cleanFormal(s string) string {
	if !strings.Contains(s, "נא") && !strings.Contains(s, "רני") && !strings.Contains(s, "רנו") || !hebrewText(s) {
		return s
	}
	s = reFormalRemindMe.ReplaceAllString(s, "${1}תזכיר לי${2}")
	return reFormalNa.ReplaceAllString(s, "${1}${2}")
}
