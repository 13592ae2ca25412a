package offline

import "strings"

// taskOpener writes a task said as "task" before its deed with no mark
// ("task renew BLS before jan 15", "todo" already has its own reading) as
// "task: …", which the task readers take: the word is the kind of item,
// not a word of its title. Only a deed may follow, its verb as typed or
// one slip off ("task finsh lab report"): "task list", "task done" are no
// new task.
func taskOpener(text string) string {
	if len(text) < 6 || !strings.EqualFold(text[:4], "task") && !strings.EqualFold(text[:4], "new ") {
		return text
	}
	low := toLower(text)
	if len(low) != len(text) || !strings.HasPrefix(low, "task ") && !strings.HasPrefix(low, "new task ") {
		return text
	}
	head := "task "
	if strings.HasPrefix(low, "new ") {
		head = "new task "
	}
	rest := strings.TrimSpace(text[len(head):])
	word, _, _ := strings.Cut(toLower(rest), " ")
	if !taskVerbEN[word] && !taskVerbSlip(word) {
		return text
	}
	return text[:len(head)-1] + ": " + rest
}

// taskVerbSlip reports whether w is a deed's verb of five letters or more
// mistyped by one slip ("task finsh lab report"): the title keeps it as
// typed, as "task: finsh lab report" does.
func taskVerbSlip(w string) bool {
	if len(w) < 4 || !isLatinWord(w) {
		return false
	}
	for v := range taskVerbEN {
		if len(v) >= 5 && slipOf(w, v) {
			return true
		}
	}
	return false
}

// withoutArticle is a Hebrew day of the month without the article before
// its number ("ה-15", "ה15"), which "ב" takes the place of.
func withoutArticle(day string) string {
	if rest, ok := strings.CutPrefix(day, "ה"); ok && rest != "" && (rest[0] == '-' || rest[0] >= '0' && rest[0] <= '9') {
		return rest
	}
	return day
}
