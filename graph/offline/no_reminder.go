package offline

import "github.com/memo-assistant/memo"

// A reminder said to be not wanted is no reminder to make: "בלי תזכורת
// מחר", "ללא תזכורת מחר", "לא צריך תזכורת מחר" with nothing in focus to
// skip a day of. The words "without" and "no need" before the noun turn
// it down; a reminder asked for with "בלי" in its thing ("… לקנות חלב
// בלי לקטוז") is read as before.

// reNoReminder is a reminder turned down: "בלי תזכורת", "לא צריכה
// תזכורות", "no reminder", "don't need a reminder".
var reNoReminder = compile(`(?i)(?:^|[\s,.!?])(?:בלי|ללא|אין|לא\s+צריך|לא\s+צריכה|אין\s+צורך\s+ב)\s*-?\s*(?:ה)?(?:תזכורת|תזכורות)(?:\s|$|[,.!?])|` +
	`(?:^|[\s,.!?])(?:no|without|don'?t\s+need\s+(?:a|any|the)|no\s+need\s+for\s+(?:a|any|the))\s+reminders?(?:\s|$|[,.!?])`)

// turnsDownReminder reports whether steps would make a reminder of text
// that turns one down (see reNoReminder).
func turnsDownReminder(text string, steps []memo.Step) bool {
	if !reNoReminder.MatchString(lower(text)) {
		return false
	}
	for _, s := range steps {
		if s.Tasks != nil && s.Operation == memo.OpTaskCreate {
			return true
		}
	}
	return false
}
