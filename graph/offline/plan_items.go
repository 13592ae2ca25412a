package offline

import "github.com/memo-assistant/memo"

// createsItem reports whether steps make a task or an event.
func createsItem(steps []memo.Step) bool {
	for _, s := range steps {
		switch {
		case s.Tasks != nil && s.Operation == memo.OpTaskCreate:
			return true
		case s.Calendar != nil && len(s.Calendar.Drafts) > 0:
			return true // every create of events, one or a series
		}
	}
	return false
}

// repeatsItem reports whether steps make a repeating task or event.
func repeatsItem(steps []memo.Step) bool {
	for _, s := range steps {
		if s.Tasks != nil && s.Operation == memo.OpTaskCreate {
			for _, d := range s.Tasks.Drafts {
				if d.Recurrence != nil {
					return true
				}
			}
		}
		if s.Calendar != nil {
			for _, d := range s.Calendar.Drafts {
				if d.Recurrence != nil {
					return true
				}
			}
		}
	}
	return false
}
