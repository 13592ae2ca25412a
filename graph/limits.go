package graph

import (
	"unicode/utf8"

	"github.com/memo-assistant/memo"
)

// checkLimits refuses a step that would store or look for more than one
// message may (memo.MaxTextRunes and the other limits), whichever planner
// made it. It runs before entity resolution, whose cost grows with the
// length of the names looked for, and again before execution, since a
// resumed step skips resolution. The error is an EInvalid that tells the
// writer the length or the count and the limit, so the reply says what
// to shorten.
func checkLimits(step memo.Step) error {
	var l limitCheck
	switch {
	case step.Tasks != nil:
		a := step.Tasks
		l.count(len(a.Drafts), memo.MaxDraftsPerStep)
		for _, d := range a.Drafts {
			l.text(d.Text, memo.MaxTextRunes)
			l.text(d.Category, memo.MaxTextRunes)
		}
		l.text(a.NewText, memo.MaxTextRunes)
		l.names(a.Targets)
	case step.Lists != nil:
		a := step.Lists
		l.text(a.Name, memo.MaxTextRunes)
		l.names(a.Items)
	case step.Calendar != nil:
		a := step.Calendar
		l.count(len(a.Drafts), memo.MaxDraftsPerStep)
		for _, d := range a.Drafts {
			l.text(d.Summary, memo.MaxTextRunes)
			l.text(d.Description, memo.MaxNoteRunes)
			l.text(d.Location, memo.MaxNoteRunes)
			l.count(len(d.Attendees), memo.MaxAttendees)
			for _, at := range d.Attendees {
				l.text(at, memo.MaxTextRunes)
			}
		}
		l.text(a.Summary, memo.MaxTextRunes)
		l.names(a.ExcludeSummaries)
		if f := a.Fields; f != nil {
			l.text(f.Summary, memo.MaxTextRunes)
			l.text(f.Location, memo.MaxNoteRunes)
			l.text(f.Note, memo.MaxNoteRunes)
		}
	}
	return l.err
}

// limitCheck keeps the first limit a step breaks.
type limitCheck struct {
	err error
}

func (l *limitCheck) names(ns []string) {
	l.count(len(ns), memo.MaxItemsPerStep)
	for _, n := range ns {
		l.text(n, memo.MaxTextRunes)
	}
}

func (l *limitCheck) text(s string, max int) {
	if l.err != nil {
		return
	}
	if n := utf8.RuneCountInString(s); n > max {
		l.err = memo.Refuse(memo.EInvalid, memo.WhyTextTooLong, memo.Detail{N: n, Max: max})
	}
}

func (l *limitCheck) count(n, max int) {
	if l.err != nil || n <= max {
		return
	}
	l.err = memo.Refuse(memo.EInvalid, memo.WhyTooMany, memo.Detail{N: n, Max: max})
}
