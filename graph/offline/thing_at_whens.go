package offline

import "github.com/memo-assistant/memo"

// A thing at several whens: one event or one reminder said once per when.
// Two readers write such a message out once per when — a list of
// weekdays, each with its hour or one hour for all ("piano lesson monday
// at 5 and wednesday at 5", several_days.go), and a second day and hour
// after "and" ("team meeting tomorrow at 9 and thursday at 2",
// two_whens.go) — and thingAtEach reads the texts they write: the message
// is that thing at each when only when every text makes the same one.

// thingAtEach plans each of texts with plan and returns a step per text
// when each makes the same thing at its own when: one event or one
// reminder at an hour, with no repetition, a title, and the operation and
// title of the first (see oneTimedItem, sameThing). ok is false when one
// does not, and the texts after it are not planned; an error of plan is
// returned as it is.
func thingAtEach(texts []string, plan func(text string) ([]memo.Step, error)) (steps []memo.Step, ok bool, err error) {
	for _, t := range texts {
		got, err := plan(t)
		if err != nil {
			return nil, false, err
		}
		s, ok := oneTimedItem(got)
		if !ok || itemTitle(s) == "" || len(steps) > 0 && !sameThing(steps[0], s) {
			return nil, false, nil // "remind me thu and fri 11pm to 7am": of what, and why to 7?
		}
		steps = append(steps, s)
	}
	return steps, true, nil
}

// sameThing reports whether b, made by oneTimedItem as a is, makes the
// same item as a: the same operation and the same title.
func sameThing(a, b memo.Step) bool {
	return a.Operation == b.Operation && itemTitle(a) == itemTitle(b)
}

// oneTimedItem returns the one step of steps when it makes one event or
// one reminder at an hour, with no repetition.
func oneTimedItem(steps []memo.Step) (memo.Step, bool) {
	if len(steps) != 1 {
		return memo.Step{}, false
	}
	s := steps[0]
	switch {
	case s.Operation == memo.OpEventCreate && s.Calendar != nil && len(s.Calendar.Drafts) == 1:
		d := s.Calendar.Drafts[0]
		return s, !d.AllDay && d.Recurrence == nil
	case s.Operation == memo.OpTaskCreate && s.Tasks != nil && len(s.Tasks.Drafts) == 1 && !s.Tasks.NeedTime:
		d := s.Tasks.Drafts[0]
		return s, d.Recurrence == nil && d.DueDate != nil
	}
	return memo.Step{}, false
}

// itemTitle is the title of the one item a step makes.
func itemTitle(s memo.Step) string {
	if s.Calendar != nil {
		return s.Calendar.Drafts[0].Summary
	}
	return s.Tasks.Drafts[0].Text
}
