package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A reminder counted back from the thing in focus, with no thing named to
// count from: after "יש לי מבחן ביום שלישי בתשע", "תזכיר לי יום לפני
// בשמונה בערב לחזור על החומר" is Monday at 20:00; "remind me the day
// before at 8pm to study", "and an hour before too". A lead in days moves
// the day (to the hour said, or the thing's own hour); a lead in hours or
// minutes moves the moment, and said with an hour of the day it is left to
// the reminder readers, whose thing is at that hour. With nothing in focus
// to count from, a lead in days said with an hour is declined: never today.
// Before an event of the whole day, a lead in days comes at the day's
// usual hour, or the hour said, and a lead in hours asks when; before an
// event of a series, the reminder repeats with it (seriesBefore). The
// reminder may be asked for as a thing ("add a reminder 30 minutes
// before", "can ye put a reminder in for an hour before"), and said with
// why ("so I can get ready", "כדי שאספיק להתארגן"): the why is no part of
// its title, which is the thing's. A lead whose moment has passed is said
// to have passed, never stored.
var (
	// reBeforeHeadEN and reBeforeHeadHE are the command such a reminder
	// opens with, when it opens with one.
	reBeforeHeadEN = compile(`(?i)^(?:(?:please\s+)?(?:remind|ping)(?:\s+me)?\s+(?:also\s+)?|also\s+)`)
	reBeforeHeadHE = compile(`^(?:(?:תזכיר|תזכירי|תזכרי|תזכור)(?:\s+לי)?\s+(?:גם\s+)?|גם\s+)`)
)

// beforeFocus reads a reminder counted back from the thing in focus. ok is
// false when text is no such reminder; a step of OpUnknown declines one
// that has nothing to count from.
func (m *message) beforeFocus(text string, c Cleaned) ([]memo.Step, bool, error) {
	low := toLower(text)
	if len(low) != len(text) {
		return nil, false, nil
	}
	he := hebrewText(text)
	head := reBeforeHeadEN
	if he {
		head = reBeforeHeadHE
	}
	h := head.FindStringIndex(low)
	lb, g, ok := findLead(low)
	sameDay := false
	if !ok {
		lb, g, ok = morningOfLead(low) // "and the morning of"
		sameDay = ok
	}
	too := reToo.MatchString(text)
	if !ok || (h == nil && !c.Continuation && !too) {
		return nil, false, nil
	}
	start := 0
	if h != nil {
		start = h[1]
	}
	if g[0] < start {
		return nil, false, nil
	}
	rest := strings.TrimSpace(text[start:g[0]] + " " + strings.TrimLeft(text[g[1]:], " ,.!?;:"))
	rest = strings.TrimSpace(reToo.ReplaceAllString(" "+rest, ""))
	r, found, err := timeparse.Parse(rest, m.now(), m.loc())
	if err != nil || found && (r.HasDate || !r.HasTime) {
		return nil, false, nil // a day of its own: the lead counts back from what it names
	}
	thing := rest
	if found {
		thing = strings.TrimSpace(r.Remainder(rest))
	}
	if reLeadEnd.MatchString(thing) {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil // "an hour before the end": its end is not known
	}
	purpose := rePurpose.MatchString(thing)
	if purpose {
		thing = "" // "so I can get ready": why, not what
	}
	if thing != "" {
		t, ok := strings.CutPrefix(thing, "to ")
		if he {
			t, ok = thing, strings.HasPrefix(thing, "ל")
		}
		if !ok {
			return nil, false, nil // "a day before the flight …": named, read elsewhere
		}
		thing = CleanTitle(t)
	}
	if lb.back > 0 && found {
		return nil, false, nil // "an hour before at 8 to leave": the hour is the thing's own
	}
	f := m.req.Focus
	if f == nil || f.When == nil || f.Kind != memo.FocusTask && f.Kind != memo.FocusEvent || !f.When.After(m.now()) {
		if sameDay {
			return nil, false, nil // "בבוקר של היום" with nothing in focus: this morning
		}
		if found || lb.part != 0 || purpose {
			return []memo.Step{general(memo.OpUnknown, "")}, true, nil // counted back from nothing: not today
		}
		return nil, false, nil // asked when, as a lead alone is
	}
	if sameDay && found {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil // "the morning of at 7": which half of the day is not guessed
	}
	if thing == "" {
		thing = f.Title // "and an hour before too": the thing itself
	}
	when := f.When.In(m.loc())
	allDay := f.Kind == memo.FocusEvent && f.AllDay
	var due time.Time
	switch {
	case lb.back > 0 && allDay:
		// "an hour before" a day with no hour: asked when, on its day.
		d := memo.TaskDraft{Text: thing, DueDate: &when}
		return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{d}, NeedTime: true})}, true, nil
	case lb.back > 0:
		due = when.Add(-lb.back)
	default:
		day := when.AddDate(0, 0, -lb.days)
		hh, mm := when.Hour(), when.Minute()
		if allDay {
			hh, mm = DefaultTaskHour, 0 // a day with no hour: the day's usual one
		}
		if found {
			at := r.Time.In(m.loc())
			hh, mm = at.Hour(), at.Minute()
			if lb.part >= 12 && hh < 12 {
				hh += 12 // "the night before at 9": 21:00
			}
		} else if lb.part != 0 {
			hh, mm = lb.part, 0
		}
		due = time.Date(day.Year(), day.Month(), day.Day(), hh, mm, 0, 0, m.loc())
	}
	series := f.Kind == memo.FocusEvent && f.Repeat != nil
	if sameDay && !allDay && !due.Before(when) {
		return []memo.Step{general(memo.OpUnknown, "")}, true, nil
	}
	if !due.After(m.now()) && !series {
		return nil, true, pastTime(m) // "an hour before" a thing in twenty minutes
	}
	d := memo.TaskDraft{Text: thing, DueDate: &due}
	if series {
		// The one before this occurrence may have passed; the next ones
		// have not.
		rec, ok := seriesBefore(*f.Repeat, when, due, m.loc())
		if !ok {
			return []memo.Step{general(memo.OpUnknown, memo.ReasonUnkeptRepeat)}, true, nil
		}
		d = memo.TaskDraft{Text: thing, Recurrence: &rec}
	}
	return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{d}})}, true, nil
}

// reLeadEnd is the end of a thing, which a lead may not count back from:
// "the end", "it ends", "הסוף", "שזה נגמר".
var reLeadEnd = compile(`(?i)^(?:the\s+end|(?:it|that|this|the\s+\w+)\s+(?:ends|finishes|is\s+over)|it'?s\s+over|the\s+finish|` +
	`הסוף|סופו|סופה|ש(?:זה|הוא|היא)\s+(?:נגמר|נגמרת|מסתיים|מסתיימת))(?:\s|$)`)

// rePurpose is why a reminder is wanted, said after its lead: "so I can
// get ready", "so that we have time to pack", "in order to …", "כדי
// שאספיק להתארגן", "שיהיה לי זמן להתארגן". It is not the reminder's deed.
var rePurpose = compile(`(?i)^(?:so\s+(?:that\s+)?(?:i|we|i'?ll|we'?ll|i'?d)\s|in\s+order\s+(?:to|that)\s|to\s+give\s+(?:me|us)\s+time\s|` +
	`(?:כדי|על\s+מנת)\s+ש|(?:כדי|על\s+מנת)\s+(?:להספיק|להתארגן|להיות\s+מוכנ)|ש(?:אספיק|נספיק|אוכל|נוכל|יהיה\s+לי\s+זמן|יהיה\s+לנו\s+זמן|אתארגן|נתארגן)(?:\s|$))`)
