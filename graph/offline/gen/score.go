package gen

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// Outcome is how a plan fared against a case's meaning.
type Outcome int

// Outcomes.
const (
	// Correct: the plan does what the message means, or asks what a
	// person would ask.
	Correct Outcome = iota
	// Declined: the plan changes nothing (it did not understand, or asks
	// where it could have acted).
	Declined
	// Wrong: the plan would store or change something the message did not
	// mean.
	Wrong
)

func (o Outcome) String() string { return [...]string{"correct", "declined", "wrong"}[o] }

// Score tells how p fares against c, and why when it is not correct.
func Score(c Case, p memo.Plan) (Outcome, string) {
	steps := p.Steps
	if len(steps) == 0 {
		return Declined, "no steps"
	}
	if c.Kind == Talk && len(steps) == 1 {
		return scoreTalk(c, steps[0])
	}
	if c.Kind == Fact {
		return scoreFact(c, steps)
	}
	if len(steps) == 1 && steps[0].Capability == memo.CapGeneral {
		if c.Want.Unkept && steps[0].General != nil && steps[0].General.Reason == memo.ReasonUnkeptRepeat {
			return Correct, "" // declined and said why, as it should
		}
		return Declined, string(steps[0].Operation)
	}
	if c.Kind == Agenda {
		return scoreAgenda(c, steps)
	}
	if c.Kind == Hours {
		return scoreHours(c, steps)
	}
	if c.Kind == Days {
		return scoreDays(c, steps)
	}
	if c.Kind == Anchored {
		return scoreAnchored(c, steps)
	}
	if c.Kind == Pair {
		return scorePair(c, steps)
	}
	if c.Kind == Tasks {
		return scoreSeveral(c, steps)
	}
	if len(steps) != 1 {
		return Wrong, fmt.Sprintf("%d steps", len(steps))
	}
	s := steps[0]
	switch c.Kind {
	case Reminder, Task:
		return scoreTask(c, s)
	case Event:
		if c.Want.EventOrReminder && s.Capability == memo.CapTasks {
			return scoreTask(c, s)
		}
		return scoreEvent(c, s)
	case ListAdd:
		return scoreList(c, s)
	case Note:
		return scoreNote(c, s)
	case Complete, Delete, Move:
		return scoreChange(c, s)
	case Repeat:
		return scoreRepeat(c, s)
	case Retime:
		return scoreRetime(c, s)
	case ListChange:
		return scoreListChange(c, s)
	case Cancel:
		return scoreCancel(c, s)
	case Span:
		return scoreSpan(c, s)
	case Recall:
		return scoreRecall(c, s)
	case Pronoun:
		return scorePronoun(c, s)
	case Nudge:
		return scoreNudge(c, s)
	}
	return Wrong, "unknown kind"
}

// scoreTask scores a step that should create a task, with or without a
// reminder.
func scoreTask(c Case, s memo.Step) (Outcome, string) {
	if s.Capability != memo.CapTasks || s.Operation != memo.OpTaskCreate || s.Tasks == nil || len(s.Tasks.Drafts) != 1 {
		return Wrong, "not one task created: " + describe(s)
	}
	a, d := s.Tasks, s.Tasks.Drafts[0]
	if why := words2(c.Want, d.Text); why != "" {
		return Wrong, why
	}
	w := c.Want.When
	asks := a.NeedTime || len(a.DateChoices) > 0
	switch {
	case c.Kind == Task:
		if d.DueDate != nil || asks {
			return Wrong, "a task with no time got one"
		}
		return Correct, ""
	case w.Past:
		if a.Passed || (asks && d.DueDate == nil) {
			return Correct, ""
		}
		if asks {
			return Declined, "asks for the time"
		}
		return Wrong, "a time gone by stored: " + when(d.DueDate)
	case asks:
		if w.Ask {
			return Correct, ""
		}
		return Declined, "asks for a time it was told"
	case d.DueDate == nil:
		return Wrong, "no time stored"
	case w.Accepts(*d.DueDate):
		return Correct, ""
	}
	return Wrong, "time " + when(d.DueDate)
}

// scoreEvent scores a step that should create an event.
func scoreEvent(c Case, s memo.Step) (Outcome, string) {
	if s.Capability != memo.CapCalendar || s.Calendar == nil || len(s.Calendar.Drafts) != 1 {
		if s.Capability == memo.CapCalendar && s.Calendar != nil && len(s.Calendar.Drafts) == 0 {
			return Declined, "calendar step without a draft: " + describe(s)
		}
		return Wrong, "not one event created: " + describe(s)
	}
	d := s.Calendar.Drafts[0]
	if why := words2(c.Want, d.Summary); why != "" {
		return Wrong, why
	}
	if w := c.Want.When; s.Calendar.NeedTime && w.Ask && !w.From.IsZero() && !d.AllDay {
		// A day and no hour: its hour asked, the draft on that day.
		y, m, dd := d.Start.In(w.From.Location()).Date()
		if fy, fm, fd := w.From.Date(); y == fy && m == fm && dd == fd {
			return Correct, ""
		}
	}
	if d.AllDay || !c.Want.When.Accepts(d.Start) {
		return Wrong, "start " + when(&d.Start)
	}
	return Correct, ""
}

// scoreList scores a step that should add items to a list.
func scoreList(c Case, s memo.Step) (Outcome, string) {
	if s.Capability != memo.CapLists || s.Operation != memo.OpListAdd || s.Lists == nil {
		return Wrong, "not items added: " + describe(s)
	}
	return scoreItems(c, s)
}

// scoreNote scores a step that should store a note.
func scoreNote(c Case, s memo.Step) (Outcome, string) {
	if s.Capability != memo.CapMemory || s.Operation != memo.OpMemoryStore || s.Memory == nil || s.Memory.Draft == nil {
		return Wrong, "not a note stored: " + describe(s)
	}
	d := s.Memory.Draft
	if why := words2(c.Want, strings.Join([]string{d.Text, d.Subject, d.Value, d.Name, d.Phone, d.Email, d.Notes}, " ")); why != "" {
		return Wrong, why
	}
	return Correct, ""
}

// words2 checks text holds every word of w.Has and none of w.Lacks
// (beside those also in Has); "" when it does.
func words2(w Want, text string) string {
	got := words(text)
	for _, h := range w.Has {
		if !slices.Contains(got, h) {
			return fmt.Sprintf("%q lacks %q", text, h)
		}
	}
	for _, l := range w.Lacks {
		if slices.Contains(got, l) && !slices.Contains(w.Has, l) {
			return fmt.Sprintf("%q holds %q", text, l)
		}
	}
	return ""
}

// describe names a step for a report.
func describe(s memo.Step) string { return string(s.Operation) }

// when formats a stored time for a report.
func when(t *time.Time) string {
	if t == nil {
		return "none"
	}
	return t.In(Loc).Format("Mon 2006-01-02 15:04")
}

// ScoreRefusal tells how a planner's refusal (an EInvalid error, worded as
// the reply) fares against c: the right answer to a repetition Memo does
// not keep, a decline otherwise.
func ScoreRefusal(c Case, err error) (Outcome, string) {
	if c.Want.Unkept {
		return Correct, ""
	}
	if why, _ := memo.WhyOf(err); why == memo.WhyWhichHalf && c.Want.When.Ask {
		return Correct, "" // "מחר 5:00": 05:00 or 17:00? asked, as it may be
	}
	return Declined, "refused: " + err.Error()
}

// scoreItems scores the list and the items of a step on a list against
// the case's: the list named, and each item's words there and the
// command's not.
func scoreItems(c Case, s memo.Step) (Outcome, string) {
	if s.Lists.Name != c.Want.List {
		return Wrong, fmt.Sprintf("list %q", s.Lists.Name)
	}
	if len(s.Lists.Items) != len(c.Want.Items) {
		return Wrong, fmt.Sprintf("items %q", s.Lists.Items)
	}
	for i, item := range s.Lists.Items {
		if why := words2(Want{Has: c.Want.Items[i], Lacks: c.Want.Lacks}, item); why != "" {
			return Wrong, fmt.Sprintf("item %q: %s", item, why)
		}
	}
	return Correct, ""
}
