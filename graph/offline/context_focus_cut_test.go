package offline_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestWhyBeforeCommand: what happened, said before the command with no
// pause, or with the command as its verb alone ("she cancelled so cancel
// it", "הלקוח ביטל, תמחק", "היא ביטלה תמחקי"), acts on the focus.
func TestWhyBeforeCommand(t *testing.T) {
	call := task("call the client", at(21, 17, 0))
	callHE := task("להתקשר ללקוח", at(21, 17, 0))
	dinner := event("dinner with Dana", at(23, 20, 0), at(23, 21, 0))
	dinnerHE := event("ארוחה עם דנה", at(23, 20, 0), at(23, 21, 0))
	for _, tc := range []struct {
		text  string
		focus *memo.FocusItem
		op    memo.Op
		due   *time.Time
	}{
		{text: "she cancelled so cancel it", focus: dinner, op: memo.OpEventDelete},
		{text: "she cancelled so delete it", focus: dinner, op: memo.OpEventDelete},
		{text: "the client cancelled delete it", focus: call, op: memo.OpTaskDelete},
		{text: "the client cancelled, delete", focus: call, op: memo.OpTaskDelete},
		{text: "they cancelled so remove it", focus: call, op: memo.OpTaskDelete},
		{text: "it got pushed move it to 6", focus: call, op: memo.OpTaskUpdate, due: at(21, 18, 0)},
		{text: "it got pushed so move it to 6", focus: call, op: memo.OpTaskUpdate, due: at(21, 18, 0)},
		{text: "הלקוח ביטל, תמחק", focus: callHE, op: memo.OpTaskDelete},
		{text: "היא ביטלה תמחקי", focus: dinnerHE, op: memo.OpEventDelete},
		{text: "היא ביטלה, תמחקי", focus: dinnerHE, op: memo.OpEventDelete},
		{text: "הלקוח ביטל אז תבטל", focus: callHE, op: memo.OpTaskDelete},
		{text: "נדחה תזיז לשש", focus: callHE, op: memo.OpTaskUpdate, due: at(21, 18, 0)},
		{text: "זה נדחה אז תזיזי לשש", focus: callHE, op: memo.OpTaskUpdate, due: at(21, 18, 0)},
		// Who did it named, with the command naming the focus by its title.
		{text: "הלקוחות ביטלו תמחק את ההצגה", focus: event("הצגה ברוטשילד 30", at(21, 16, 0), at(21, 17, 0)), op: memo.OpEventDelete},
		{text: "המורה ביטלה תמחקי את השיעור", focus: event("שיעור פסנתר", at(21, 16, 0), at(21, 17, 0)), op: memo.OpEventDelete},
		{text: "the teacher cancelled delete the lesson", focus: event("piano lesson", at(21, 16, 0), at(21, 17, 0)), op: memo.OpEventDelete},
	} {
		s := withFocus(tc.text, tc.focus)
		if !onFocus(s, tc.focus, tc.op) {
			t.Errorf("%q: %s %+v %+v; want %s on the focus", tc.text, s.Operation, s.Tasks, s.Calendar, tc.op)
			continue
		}
		if tc.due != nil && (s.Tasks == nil || s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(*tc.due)) {
			t.Errorf("%q: %+v; want it moved to %v", tc.text, s.Tasks, tc.due)
		}
	}
}

// TestWhyBeforeCommandNearMisses: a why of another thing, a why alone, or
// a command on a thing by name is no change of the focus.
func TestWhyBeforeCommandNearMisses(t *testing.T) {
	gym := event("gym", at(21, 7, 0), at(21, 8, 0))
	gymHE := event("חדר כושר", at(21, 7, 0), at(21, 8, 0))
	for _, tc := range []struct {
		text  string
		focus *memo.FocusItem
	}{
		{"the dentist cancelled so delete it", gym},
		{"the dentist cancelled delete", gym},
		{"הרופא ביטל תמחק", gymHE},
		{"הרופא ביטל אז תמחקי", gymHE},
		{"she cancelled", gym},
		{"היא ביטלה", gymHE},
		{"she cancelled so remind me to call her", gym},
		{"so delete the dentist", gym},
		// Who did it named, and the command names another thing.
		{"הלקוחות ביטלו תמחק את ההצגה", gymHE},
		{"the client cancelled delete the meeting", gym},
	} {
		s := withFocus(tc.text, tc.focus)
		for _, op := range []memo.Op{memo.OpEventDelete, memo.OpEventUpdate, memo.OpTaskDelete, memo.OpTaskComplete, memo.OpTaskUpdate} {
			if onFocus(s, tc.focus, op) {
				t.Errorf("%q: %s on the focus; want it not read so", tc.text, op)
			}
		}
	}
}
