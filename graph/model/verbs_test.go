package model_test

import (
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/model"
)

// TestVerbClass is the lexical check of a destructive step against the
// message's verbs, in both languages: refused only when the words plainly
// ask for something else, never for words the lexicon does not know.
func TestVerbClass(t *testing.T) {
	taskDelete := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskDelete, Tasks: &memo.TaskArgs{}}
	taskDeleteAll := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskDeleteAll, Tasks: &memo.TaskArgs{}}
	taskComplete := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskComplete, Tasks: &memo.TaskArgs{}}
	taskCreate := memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: &memo.TaskArgs{}}
	listDelete := memo.Step{Capability: memo.CapLists, Operation: memo.OpListDelete, Lists: &memo.ListArgs{}}
	listRemove := memo.Step{Capability: memo.CapLists, Operation: memo.OpListRemove, Lists: &memo.ListArgs{}}
	listCheck := memo.Step{Capability: memo.CapLists, Operation: memo.OpListCheck, Lists: &memo.ListArgs{}}
	listAdd := memo.Step{Capability: memo.CapLists, Operation: memo.OpListAdd, Lists: &memo.ListArgs{}}
	eventDelete := memo.Step{Capability: memo.CapCalendar, Operation: memo.OpEventDeleteBySummary, Calendar: &memo.CalendarArgs{}}
	truncate := memo.Step{Capability: memo.CapCalendar, Operation: memo.OpEventTruncateRecurring, Calendar: &memo.CalendarArgs{}}
	eventUpdate := memo.Step{Capability: memo.CapCalendar, Operation: memo.OpEventUpdate, Calendar: &memo.CalendarArgs{}}

	tests := []struct {
		text    string
		step    memo.Step
		refused bool
	}{
		// A delete needs a delete verb when the words ask for something.
		{"add oat milk to shopping", listDelete, true},
		{"please add oat milk onto the shopping one as well", listDelete, true},
		{"תוסיף חלב לקניות", listDelete, true},
		{"ותוסיף גם ביצים לרשימה", listDelete, true},
		{"show me the shopping list", listDelete, true},
		{"תראה לי את רשימת הקניות", listDelete, true},
		{"move gym to 7", eventDelete, true},
		{"תזיז את החדר כושר לשבע", eventDelete, true},
		{"remind me to call mom", taskDelete, true},
		{"תזכיר לי להתקשר לאמא", taskDelete, true},
		{"I finished the report", taskDelete, true},
		{"סיימתי את הדוח", taskDelete, true},
		{"what do I have tomorrow?", taskDeleteAll, true},
		{"מה יש לי מחר?", taskDeleteAll, true},
		{"push gym to next month", truncate, true},
		{"delete the shopping list", listDelete, false},
		{"remove milk from shopping", listRemove, false},
		{"תמחק את רשימת הקניות", listDelete, false},
		{"ותמחק גם את החלב", listRemove, false},
		{"cancel gym, and add yoga instead", eventDelete, false},
		{"תבטל את החדר כושר", eventDelete, false},
		{"תעיף את השיחה", taskDelete, false},
		{"scrap the call", taskDelete, false},
		{"wipe the slate clean", taskDeleteAll, false},
		{"תנקה לי הכל", taskDeleteAll, false},
		{"stop gym after March", truncate, false}, // no verb the lexicon knows: not refused, confirmed by the gate
		{"gym is over for me", eventDelete, false},
		{"החדר כושר נגמר", eventDelete, false},
		// A completion needs a "done" verb when the words ask for something.
		{"delete call mom", taskComplete, true},
		{"תמחק את השיחה לאמא", taskComplete, true},
		{"remove milk from the list", listCheck, true},
		{"I'm done with the call to mom", taskComplete, false},
		{"סיימתי עם השיחה לאמא", taskComplete, false},
		{"bought the milk", listCheck, false},
		{"קניתי חלב", listCheck, false},
		{"mark 2 as done", taskComplete, false},
		{"תסמן את השני", listCheck, false},
		// Steps no verb contradicts.
		{"delete everything", taskCreate, false},
		{"תמחק הכל", listAdd, false},
		{"delete gym", eventUpdate, false},
	}
	for _, tt := range tests {
		t.Run(tt.text+"/"+tt.step.Operation.Name(), func(t *testing.T) {
			if got := model.Contradicts(tt.text, tt.step); got != tt.refused {
				t.Errorf("Contradicts(%q, %s.%s) = %v, want %v", tt.text, tt.step.Capability, tt.step.Operation, got, tt.refused)
			}
		})
	}
}

// TestClaimsAction is the check of a text answer for a claimed action.
func TestClaimsAction(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"Done! I've set a reminder for tomorrow at 9.", true},
		{"Sure, done.", true},
		{"I've added milk to your shopping list.", true},
		{"I have created the event.", true},
		{"I'll remind you tomorrow at 9.", true},
		{"I will set that up for 9.", true},
		{"Your reminder is set for 9:00.", true},
		{"Reminder set ✅", true},
		{"The meeting has been moved to Thursday.", true},
		{"All set!", true},
		{"הוספתי את החלב לרשימה", true},
		{"התזכורת נקבעה למחר ב-9", true},
		{"תזכורת נקבעה", true},
		{"יצרתי אירוע ביום חמישי", true},
		{"מחקתי את המשימה", true},
		{"קבעתי לך פגישה", true},
		{"אזכיר לך מחר בתשע", true},
		{"ושמרתי את זה", true},
		{"Paris is the capital of France.", false},
		{"What time should I remind you?", false},
		{"Which list do you mean, shopping or packing?", false},
		{"I can't look at your email yet.", false},
		{"All good, thanks for asking! Anything I should remember for you?", false},
		{"מצוין, תודה! יש משהו שתרצה שאזכור בשבילך?", false},
		{"לאיזו שעה להזכיר לך?", false},
		{"What should be done first?", false},
		{"Should I set it for 9 or 10?", false},
		{"When should I remind you about it?", false},
	}
	for _, tt := range tests {
		if got := model.ClaimsAction(tt.text); got != tt.want {
			t.Errorf("ClaimsAction(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// TestAcknowledgementsAreClaims: a text answer that only acknowledges or
// promises to remember reads, to a request, as done; one that asks, or
// says it cannot, or tells a fact, does not.
func TestAcknowledgementsAreClaims(t *testing.T) {
	claims := []string{
		"Sure, noted.", "Noted!", "Got it 👍", "You got it!", "Will do.", "On it!", "No problem!", "Consider it done.",
		"Absolutely, I'll make sure you don't forget.", "Of course — I'll keep that in mind.", "Okay, I won't let you forget.",
		"I'll remember that.", "Sure thing, I'll ping you before Thursday.", "👍", "Understood.", "Alright, all set.",
		"Roger that", "I've got it covered.", "Okay! Keeping that in mind.", "Sounds good, I'll let you know.",
		"סגור", "קיבלתי 👍", "אין בעיה!", "בטח, לא אשכח.", "בסדר גמור", "סבבה, אדאג להזכיר לך.", "מעולה, רשמתי לעצמי.",
		"יאללה, אני על זה", "הבנתי, זה עליי.", "טופל.", "ברור, אזכיר לך ביום חמישי.", "אוקיי, אזכור את זה.",
	}
	honest := []string{
		"Sure — what time on Thursday?", "Which day do you mean?", "I can't read your messages on other apps.",
		"Paris is the capital of France.", "Good morning! How can I help?", "Sorry, I don't understand what to save.",
		"You have 3 tasks today.", "בסדר, לאיזו שעה?", "לא הבנתי מה לשמור.", "שלום! במה אפשר לעזור?",
		"I can set a reminder for Thursday if you like — should I?", "It will rain tomorrow according to the forecast.",
	}
	for _, text := range claims {
		if !model.Acknowledges(text) && !model.ClaimsAction(text) {
			t.Errorf("%q is not read as a claim", text)
		}
	}
	for _, text := range honest {
		if model.Acknowledges(text) || model.ClaimsAction(text) {
			t.Errorf("%q is read as a claim", text)
		}
	}
}
