package offline

import "github.com/memo-assistant/memo"

// The to-do list asked for by that name ("show me my to do list", "מה
// ברשימת המטלות", "what's on my to do list now", "מה יש ברשימת המשימות
// שלי עכשיו") is the user's tasks, not a list of theirs called "to
// do" — unless they have a list called so, which the list readers show.
var (
	// reTodoListEN is a request to see the to-do list: the name in
	// group 1.
	reTodoListEN = re(`^(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(?:(?:show|open|see|view|display|get|read|check|pull\s+up|bring\s+up|give)\s+(?:me\s+)?|what'?s\s+(?:on|in)\s+|what\s+is\s+(?:on|in)\s+|what\s+do\s+i\s+have\s+(?:on|in)\s+)?(?:my\s+|the\s+)?(to[\s-]?do|todo|tasks?)\s+list(?:\s+(?:now|right\s+now|currently|at\s+the\s+moment|so\s+far))?(?:\s+(?:please|pls|plz))?\s*[?.!]*$`)
	// reTodoListHE is "רשימת המשימות שלי", "מה ברשימת המטלות", "תראה לי
	// את רשימת המשימות": the name in group 1.
	reTodoListHE = re(`^(?:ו)?(?:(?:תראה|תראי|הראה|הראי|תציג|תציגי|הצג|תפתח|תפתחי|פתח)\s+(?:לי\s+)?|מה\s+(?:יש\s+)?|מה\s+)?(?:את\s+)?(?:ב|ה|בה)?רשימת\s+((?:ה)?(?:משימות|מטלות)(?:\s+שלי)?)(?:\s+(?:עכשיו|כרגע|כעת|עד\s+עכשיו))?(?:\s+(?:בבקשה|בבקשה\?))?\s*[?.!]*$`)
)

// matchTodoListShow shows the tasks for the to-do list asked for by name.
func matchTodoListShow(m *message) ([]memo.Step, bool, error) {
	g, ok := m.find(reTodoListEN)
	name := ""
	if ok {
		name = g[1]
	} else if g, ok = m.find(reTodoListHE); ok {
		name = g[1]
	} else {
		return nil, false, nil
	}
	if name == "task" {
		name = "tasks"
	}
	if !m.todoList(name) {
		return nil, false, nil // the user has a list called so
	}
	return []memo.Step{taskStep(memo.OpTaskGetAll, memo.TaskArgs{Window: "all"})}, true, nil
}
