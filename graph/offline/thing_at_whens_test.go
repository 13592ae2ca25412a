package offline

import (
	"errors"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
)

// TestThingAtEach: the texts written once per when are the same thing at
// each only when every one makes one timed item of the first's kind and
// title; a repetition, a second kind, a second title, no title, or no
// hour is not, and an error of the reader is returned as it is.
func TestThingAtEach(t *testing.T) {
	at := time.Date(2026, 1, 21, 9, 0, 0, 0, time.UTC)
	reminder := func(text string) []memo.Step {
		return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{{Text: text, DueDate: &at}}})}
	}
	event := func(summary string) []memo.Step {
		return []memo.Step{{Capability: memo.CapCalendar, Operation: memo.OpEventCreate,
			Calendar: &memo.CalendarArgs{Drafts: []memo.EventDraft{{Summary: summary, Start: at, End: at.Add(time.Hour)}}}}}
	}
	undated := []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{{Text: "pill"}}})}
	daily := reminder("pill")
	daily[0].Tasks.Drafts[0].Recurrence = &memo.Recurrence{Type: memo.RecurDaily}
	boom := errors.New("a day gone by")
	for _, tc := range []struct {
		name string
		read map[string][]memo.Step
		ok   bool
		err  error
	}{
		{"one reminder at each", map[string][]memo.Step{"a": reminder("pill"), "b": reminder("pill")}, true, nil},
		{"one event at each", map[string][]memo.Step{"a": event("yoga"), "b": event("yoga")}, true, nil},
		{"two titles", map[string][]memo.Step{"a": reminder("pill"), "b": reminder("call mom")}, false, nil},
		{"two kinds", map[string][]memo.Step{"a": reminder("yoga"), "b": event("yoga")}, false, nil},
		{"no title", map[string][]memo.Step{"a": reminder(""), "b": reminder("")}, false, nil},
		{"no hour", map[string][]memo.Step{"a": reminder("pill"), "b": undated}, false, nil},
		{"a repetition", map[string][]memo.Step{"a": reminder("pill"), "b": daily}, false, nil},
		{"two steps", map[string][]memo.Step{"a": reminder("pill"), "b": append(reminder("pill"), reminder("pill")...)}, false, nil},
		{"the reader's error", map[string][]memo.Step{"a": reminder("pill"), "b": nil}, false, boom},
	} {
		steps, ok, err := thingAtEach([]string{"a", "b"}, func(text string) ([]memo.Step, error) {
			if tc.read[text] == nil {
				return nil, boom
			}
			return tc.read[text], nil
		})
		if ok != tc.ok || !errors.Is(err, tc.err) || ok && len(steps) != 2 {
			t.Errorf("%s: %d steps, %v, %v; want ok %v, error %v", tc.name, len(steps), ok, err, tc.ok, tc.err)
		}
	}
}
