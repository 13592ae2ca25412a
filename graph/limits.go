package graph

import (
	"unicode/utf8"

	"github.com/memo-assistant/memo"
)

// checkLimits refuses a step that would store or look for more than one
// message may (memo.MaxTextRunes and the other limits), whichever planner
// made it. It runs before entity resolution, whose cost grows with the
// length of the names looked for, and again before execution, since a
// resumed step skips resolution. The error is an EInvalid worded for the
// user in lang, so the reply says what to shorten.
func checkLimits(step memo.Step, lang memo.Language) error {
	l := limitCheck{lang: lang}
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
		}
	}
	return l.err
}

// limitCheck keeps the first limit a step breaks.
type limitCheck struct {
	lang memo.Language
	err  error
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
		if l.lang == memo.Hebrew {
			l.err = memo.Errorf(memo.EInvalid, "הטקסט ארוך מדי (%d תווים); אפשר עד %d תווים לשם של משימה, רשימה, פריט או אירוע", n, max)
		} else {
			l.err = memo.Errorf(memo.EInvalid, "that text is %d characters long; a task, list, item or event can have at most %d", n, max)
		}
	}
}

func (l *limitCheck) count(n, max int) {
	if l.err != nil || n <= max {
		return
	}
	if l.lang == memo.Hebrew {
		l.err = memo.Errorf(memo.EInvalid, "%d פריטים בבת אחת זה יותר מדי; אפשר עד %d בהודעה אחת", n, max)
	} else {
		l.err = memo.Errorf(memo.EInvalid, "%d at once is too many; one message can hold at most %d", n, max)
	}
}
