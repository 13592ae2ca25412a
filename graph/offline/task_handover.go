package offline

import "strings"

// reTaskHandOver is a task handed over before its deed: "got a task for
// ya. Fix the pump", "here's a job for you: call the bank", "I have a
// todo for u - renew the passport", "יש לי משימה בשבילך: לתקן את
// המשאבה". The words hand the deed over; they are no word of its title.
var reTaskHandOver = compile(`(?i)^(?:(?:ok(?:ay)?|so|right|hey)[,\s]+)?(?:(?:i'?ve\s+|i\s+have\s+|ive\s+)?got|i\s+have|have|here'?s|heres|here\s+is)\s+(?:a|one\s+more|another|one)\s+(?:task|job|to-?do)\s+for\s+(?:you|ya|u|ye|yall|y'all)\s*[.:,;!\-–—]+\s*(\S.*)$|` +
	`^(?:יש\s+לי|הנה|קבל|קבלי|עוד)\s+(?:עוד\s+)?משימה\s+(?:בשבילך|אלייך|אליך|לך)\s*[.:,;!\-–—]+\s*(\S.*)$`)

// taskHandOver writes a task handed over before its deed as "task: …"
// ("משימה: …"), which the task readers take, when what follows opens
// with a deed: an English verb of a task (or one slip of one), a Hebrew
// infinitive. "got a job for you. Interested?" hands nothing over.
func taskHandOver(text string) string {
	if !containsAny(toLower(text), "task", "job", "to-do", "todo", "משימה") {
		return text // the cheap gate
	}
	g := reTaskHandOver.FindStringSubmatch(strings.TrimSpace(text))
	if g == nil {
		return text
	}
	if rest := g[1]; rest != "" {
		if word, _, _ := strings.Cut(toLower(rest), " "); taskVerbEN[word] || taskVerbSlip(word) {
			return "task: " + rest
		}
		return text
	}
	rest := g[2]
	if word, _, _ := strings.Cut(rest, " "); strings.HasPrefix(word, "ל") && len([]rune(word)) >= 4 && isHebrewWord(word) {
		return "משימה: " + rest
	}
	return text
}
