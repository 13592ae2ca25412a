package offline

import "strings"

// taskOpener writes a task said as "task" before its deed with no mark
// ("task renew BLS before jan 15", "todo" already has its own reading) as
// "task: …", which the task readers take: the word is the kind of item,
// not a word of its title. Only a deed may follow: "task list", "task
// done" are no new task.
func taskOpener(text string) string {
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
	if !taskVerbEN[word] {
		return text
	}
	return text[:len(head)-1] + ": " + rest
}
