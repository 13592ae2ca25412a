package offline_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// Follow-ups that name the item just made or changed only by a pronoun:
// asked when it is, cancelled, told done, snoozed, moved "instead".

// focusReminder and focusEvent are a reminder and an event at 17:00
// tomorrow, the conversation's focus.
func focusReminder() *memo.FocusItem {
	return &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t1", Title: "call mom", When: at(21, 17, 0)}
}

func focusEvent() *memo.FocusItem {
	return &memo.FocusItem{Capability: memo.CapCalendar, Kind: memo.FocusEvent, ID: "e1", Title: "dentist", When: at(21, 16, 0), End: at(21, 17, 0)}
}

// TestWhenIsTheFocus: "when is it?", "מתי זה?" right after a reminder or
// an event was made show that item; with nothing in focus they are no
// search of what was remembered, and "what time is it" asks the clock.
func TestWhenIsTheFocus(t *testing.T) {
	asks := []string{
		"when is it?", "when's that?", "for when?", "when is it again?", "what time is it set for?",
		"what time did you set it for", "when?", "so when is that",
		"מתי זה?", "לאיזו שעה קבעת?", "למתי?", "מתי זה יהיה?", "באיזו שעה זה?", "לאיזו שעה?", "מתי?",
	}
	for _, text := range asks {
		s := withFocus(text, focusReminder())
		if s.Operation != memo.OpTaskGetAll || s.Tasks == nil || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t1" {
			t.Errorf("%q about a reminder: %s.%s %+v; want the reminder shown", text, s.Capability, s.Operation, s.Tasks)
		}
		s = withFocus(text, focusEvent())
		if s.Operation != memo.OpEventGet || s.Calendar == nil || len(s.Calendar.EventIDs) != 1 || s.Calendar.EventIDs[0] != "e1" {
			t.Errorf("%q about an event: %s.%s %+v; want the event shown", text, s.Capability, s.Operation, s.Calendar)
		}
		if s := withFocus(text, nil); s.Capability == memo.CapTasks && len(s.Tasks.IDs) > 0 {
			t.Errorf("%q with nothing in focus: %+v; want no item shown", text, s)
		}
	}
	// A Hebrew reminder whose verb shares letters with "למתי" ("לשלם"):
	// asked, not done.
	pay := &memo.FocusItem{Capability: memo.CapTasks, Kind: memo.FocusTask, ID: "t2", Title: "לשלם את חשבון החשמל", When: at(21, 17, 0)}
	for _, text := range []string{"למתי?", "מתי זה?", "לאיזו שעה קבעת?"} {
		if s := withFocus(text, pay); s.Operation != memo.OpTaskGetAll {
			t.Errorf("%q about %q: %s.%s; want it shown", text, pay.Title, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"what time is it", "מה השעה"} {
		if s := withFocus(text, focusReminder()); s.Operation == memo.OpTaskGetAll {
			t.Errorf("%q: %+v; want the clock, not the reminder", text, s)
		}
	}
}

// TestCancelTheFocus: "cancel it", "nvm cancel it", "תבטל אותו" right
// after a reminder was made delete it; "cancel" alone and "cancel that"
// stay the undo of the last change.
func TestCancelTheFocus(t *testing.T) {
	for _, text := range []string{"cancel it", "nvm cancel it", "cancel that one", "cancel this one", "just cancel it",
		"תבטל אותו", "עזוב תמחק את זה", "תבטלי אותה"} {
		s := withFocus(text, focusReminder())
		if s.Operation != memo.OpTaskDelete || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t1" {
			t.Errorf("%q: %s.%s; want the reminder deleted", text, s.Capability, s.Operation)
		}
		if s := withFocus(text, focusEvent()); s.Operation != memo.OpEventDelete {
			t.Errorf("%q about an event: %s.%s; want it deleted", text, s.Capability, s.Operation)
		}
		if s := withFocus(text, nil); s.Operation == memo.OpTaskDelete || s.Operation == memo.OpEventDelete {
			t.Errorf("%q with nothing in focus: %s.%s; want nothing deleted", text, s.Capability, s.Operation)
		}
	}
	for _, text := range []string{"cancel", "cancel that", "תבטל", "תבטל את זה"} {
		if s := withFocus(text, focusReminder()); s.Operation != memo.OpUndo {
			t.Errorf("%q: %s.%s; want undo", text, s.Capability, s.Operation)
		}
	}
}

// TestDoneWithTheFocus: "done with it", "סיימתי עם זה" complete the
// reminder in focus; asked, or about an event or a repeating reminder,
// nothing is done.
func TestDoneWithTheFocus(t *testing.T) {
	repeating := focusReminder()
	repeating.Recurring = true
	for _, text := range []string{"done with it", "i'm done with it", "im done with that", "finished it", "i did it already",
		"סיימתי עם זה", "גמרתי את זה", "כבר עשיתי את זה"} {
		s := withFocus(text, focusReminder())
		if s.Operation != memo.OpTaskComplete || len(s.Tasks.IDs) != 1 || s.Tasks.IDs[0] != "t1" {
			t.Errorf("%q: %s.%s %+v; want the reminder done", text, s.Capability, s.Operation, s.Tasks)
		}
		for _, f := range []*memo.FocusItem{nil, focusEvent(), repeating} {
			if s := withFocus(text, f); s.Operation == memo.OpTaskComplete && s.Tasks != nil && len(s.Tasks.IDs) > 0 {
				t.Errorf("%q with focus %+v: %+v; want nothing done", text, f, s.Tasks)
			}
		}
	}
	for _, text := range []string{"done with it?", "סיימתי עם זה?"} {
		if s := withFocus(text, focusReminder()); s.Operation == memo.OpTaskComplete {
			t.Errorf("%q: done; want a question not acted on", text)
		}
	}
}

// TestSnoozeAndInsteadOnTheFocus: "snooze 30 min" moves the reminder in
// focus by that much as "snooze it 30 min" does; a closing "instead" or
// "במקום" does not break a change of time.
func TestSnoozeAndInsteadOnTheFocus(t *testing.T) {
	due := *at(21, 17, 0)
	for _, tc := range []struct {
		text string
		want time.Time
	}{
		{"snooze 30 min", due.Add(30 * time.Minute)},
		{"snooze for 30 minutes", due.Add(30 * time.Minute)},
		{"postpone for an hour", due.Add(time.Hour)},
		{"snooze it 30 min", due.Add(30 * time.Minute)},
		{"תדחה בחצי שעה", due.Add(30 * time.Minute)},
		{"make it 6 instead", *at(21, 18, 0)},
		{"move it to 6 instead", *at(21, 18, 0)},
		{"תעשה את זה ב-6 במקום", *at(21, 18, 0)},
		{"תזיז את זה לשש במקום", *at(21, 18, 0)},
	} {
		s := withFocus(tc.text, focusReminder())
		if s.Operation != memo.OpTaskUpdate || s.Tasks.NewDue == nil || !s.Tasks.NewDue.Equal(tc.want) {
			t.Errorf("%q: %s.%s %+v; want the reminder at %s", tc.text, s.Capability, s.Operation, s.Tasks, tc.want.Format("15:04"))
		}
		if s := withFocus(tc.text, nil); s.Operation == memo.OpTaskUpdate {
			t.Errorf("%q with nothing in focus: %+v; want nothing moved", tc.text, s.Tasks)
		}
	}
}

// TestDeleteItAfterItemsCameOff: right after items were removed from the
// list in view, "delete it" may mean the item or the list; the list is
// not deleted on a guess. Right after it was shown it is.
func TestDeleteItAfterItemsCameOff(t *testing.T) {
	shopping := &memo.FocusItem{Capability: memo.CapLists, Kind: memo.FocusList, ID: "l1", Title: "shopping"}
	for _, text := range []string{"delete it", "תמחק את זה"} {
		for tool, want := range map[memo.Op]bool{memo.OpListRemove: false, memo.OpListGet: true} {
			lang, _ := memo.DetectLanguage(text)
			p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem,
				Focus: shopping, Recent: []memo.Turn{{Role: "user", Text: "…"}, {Role: "assistant", Text: "…", Tool: string(tool)}}})
			if err != nil {
				t.Fatal(err)
			}
			if got := p.Steps[0].Operation == memo.OpListDelete; got != want {
				t.Errorf("%q after %s: %s; want list deleted %v", text, tool, p.Steps[0].Operation, want)
			}
		}
	}
}
