package offline_test

import (
	"testing"
	"time"
)

// TestDueWord: the word a deadline is said with ("due", "deadline",
// "להגשה עד", "דדליין", "תאריך יעד") is no word of the task once its time
// is read; "is due" of a thing said as a sentence stays.
func TestDueWord(t *testing.T) {
	fri, thu, sun := *at(23, 9, 0), *at(22, 9, 0), *at(25, 9, 0)
	for _, tt := range []struct {
		text, title string
		due         time.Time
	}{
		{"add a task to book flights for passover, due friday", "book flights for passover", fri},
		{"add a task book flights due friday", "book flights", fri},
		{"add task pay the bill - due by thursday", "pay the bill", thu},
		{"add a task: finish the report, deadline is friday", "finish the report", fri},
		{"new task renew the car insurance, due date sunday", "renew the car insurance", sun},
		{"תוסיף משימה להגיש את העבודה להגשה עד יום חמישי", "להגיש את העבודה", thu},
		{"תוסיף משימה לשלם חשבון, דדליין ביום ראשון", "לשלם חשבון", sun},
		{"משימה: דוח שנתי, תאריך יעד יום שישי", "דוח שנתי", fri},
		{"the rent is due friday, add it as a task", "the rent is due", fri},
		{"תוסיף משימה לקבוע דדליין ליום ראשון", "לקבוע דדליין", sun},
		{"add a task to extend the deadline friday", "extend the deadline", fri},
		{"add a task to set a due date for the project on friday", "set a due date for the project", fri},
	} {
		wantReminder(t, tt.text, plan(t, tt.text).Steps[0], tt.title, tt.due)
	}
}
