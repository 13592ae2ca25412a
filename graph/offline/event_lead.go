package offline

import (
	"slices"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A reminder counted from an event told in the same message, with a thing
// to do of its own: "dentist on monday at 10, remind me the day before to
// bring the referral", "יום הולדת לאבא ב-10 לדצמבר, תזכיר לי יום לפני
// להזמין עוגה", "מחר ב-4 ראיון, ותזכיר לי שעה לפני לעבור על הקו"ח", "my
// shift ends at 3 tomorrow, remind me right after it to buy cat food". The
// event is made as it would be alone, and the thing to do is a reminder of
// its own at the event's time less the lead (a lead in days keeps the
// event's hour, or the hour said; an event of the whole day is counted from
// the day's usual hour). Said with no thing to do, the lead is the event's
// alert, read elsewhere. "After it" counts from an end the message says
// ("ends at 3", "נגמר ב-3"); an event told with only its start has no end
// to count from, and is not guessed. A reminder whose moment has passed is
// refused with why.

var (
	// reAnchorCmd is the command to remind, after the event is told: after
	// a pause or an "and".
	reAnchorCmd = compile(`(?i)(?:\s*,\s*|\s+)(?:and\s+|ו)?(?:please\s+|also\s+)?(?:remind\s+me|(?:תזכיר|תזכירי|תזכור|תזכרי)\s+לי)(?:\s+(?:also|גם))?\s+`)
	// reAfterAnchor is a reminder counted after the event's end: "right
	// after it", "an hour after it", "when it ends", "מיד אחרי זה",
	// "כשזה נגמר". Group 1 is an amount after it, when one is said.
	reAfterAnchor = compile(`(?i)^(?:(?:right|straight|just|immediately)\s+)?(?:(` + leadEN.counted + `)\s+)?(?:after\s+(?:it|that|this|the\s+shift|it\s+ends|that\s+ends)|when\s+(?:it|that)\s+(?:ends|finishes|is\s+over)|once\s+(?:it|that)\s+(?:ends|finishes|is\s+over))(?:\s|$|[,.!?])|` +
		`^(?:(?:מיד|ישר|רגע)\s+)?(?:(` + leadHE.counted + `|שעה|חצי\s+שעה|רבע\s+שעה|שעתיים)\s+)?(?:אחרי\s+(?:זה|שזה\s+(?:נגמר|מסתיים|נגמרת|מסתיימת))|אחריו|אחריה|כש(?:זה|הוא|היא)\s+(?:נגמר|נגמרת|מסתיים|מסתיימת))(?:\s|$|[,.!?])`)
	// reEndTold is the end an "after it" counts from: "my shift ends at
	// 3", "המשמרת נגמרת ב-3".
	reEndTold = compile(`(?i)(?:^|\s)(?:ends|finishes|is\s+over|gets\s+out|נגמר|נגמרת|מסתיים|מסתיימת)(?:\s|$)`)
	// reAnchorDeedEN opens the thing to do after the lead.
	reAnchorDeedEN = compile(`(?i)^(?:to|so\s+(?:that\s+)?i\s+can)\s+\p{L}`)
)

// matchAnchoredLead reads an event and a reminder counted from it with a
// thing to do of its own.
func matchAnchoredLead(m *message) ([]memo.Step, bool, error) {
	if len(m.low) != len(m.raw) || !strings.Contains(m.low, "remind me") && !strings.Contains(m.low, " לי ") {
		return nil, false, nil
	}
	g := reAnchorCmd.FindStringIndex(m.low)
	if g == nil || g[0] == 0 {
		return nil, false, nil
	}
	told, ask := strings.TrimSpace(toldIsDay(m.raw[:g[0]])), m.raw[g[1]:]
	if told == "" || opensCommand(told) {
		return nil, false, nil
	}
	if a := reAfterAnchor.FindStringSubmatchIndex(toLower(ask)); a != nil {
		return m.afterAnchor(told, ask, a)
	}
	l, loc, ok := findLead(toLower(ask))
	if !ok {
		if steps, ok, err := m.morningOfTold(told, ask); ok || err != nil {
			return steps, ok, err // "…, remind me that morning"
		}
		return m.anchorHour(told, ask) // "…, remind me at 6": the event's day
	}
	if loc[0] != 0 {
		return nil, false, nil
	}
	deed := strings.TrimLeft(ask[loc[1]:], " ,.!")
	var at *time.Time
	if t, ok := m.hourOfDay(deed); ok {
		deed, at = "", &t // "a day before at 9": the reminder's hour, no thing of its own
	}
	ev, isEvent := m.anchorEvent(told)
	if deed == "" && isEvent && ev.Calendar.Drafts[0].AllDay {
		return m.beforeAllDay(ev, l, at)
	}
	if deed == "" {
		if isEvent && l.part == 0 && at == nil {
			n := int(l.duration() / time.Minute) // the event's alert
			ev.Calendar.Drafts[0].ReminderMinutes = &n
			if d := &ev.Calendar.Drafts[0]; !d.Start.Add(-l.duration()).After(m.now()) && todaysWeekdayTold(told, d.Start, m.now()) {
				d.Start, d.End = d.Start.AddDate(0, 0, 7), d.End.AddDate(0, 0, 7) // its alert still to come
			}
			return []memo.Step{ev}, true, nil
		}
		if isEvent {
			if at == nil {
				return nil, false, nil
			}
			// "dentist on tuesday at 4, remind me the day before at 9":
			// the event, and a reminder of it at that hour.
			d := ev.Calendar.Drafts[0]
			due, ok := anchoredDue(d, l, at, m.loc())
			if !ok {
				return nil, false, nil
			}
			if !due.After(m.now()) && todaysWeekdayTold(told, d.Start, m.now()) {
				// "מבחן ביום שלישי ב-10, תזכיר לי יום לפני ב-9" said on a
				// Tuesday: the Tuesday whose day before is still to come.
				d.Start, d.End = d.Start.AddDate(0, 0, 7), d.End.AddDate(0, 0, 7)
				ev.Calendar.Drafts[0] = d
				due = due.AddDate(0, 0, 7)
			}
			if !due.After(m.now()) {
				return nil, true, pastTime(m)
			}
			return []memo.Step{ev, remindStep(d.Summary, due)}, true, nil
		}
		thing, day, ok := m.toldDay(told)
		if !ok || l.back > 0 {
			return nil, false, nil
		}
		due, _ := anchoredDue(memo.EventDraft{Start: day, AllDay: true}, l, at, m.loc())
		return m.remindAt(thing, due)
	}
	thing, at, ok := m.anchorDeed(deed)
	if !ok {
		return nil, false, nil
	}
	var steps []memo.Step
	anchor := memo.EventDraft{}
	switch {
	case isEvent:
		steps, anchor = []memo.Step{ev}, ev.Calendar.Drafts[0]
	default:
		// "i have an exam on sunday, remind me the day before to study":
		// a day told, counted from as a day.
		_, day, ok := m.toldDay(told)
		if !ok {
			return nil, false, nil
		}
		anchor = memo.EventDraft{Start: day, AllDay: true}
	}
	due, ok := anchoredDue(anchor, l, at, m.loc())
	if !ok {
		return nil, false, nil
	}
	if !due.After(m.now()) {
		return nil, true, pastTime(m)
	}
	return append(steps, remindStep(thing, due)), true, nil
}

// remindAt is a reminder of thing at due, refused when due has passed.
func (m *message) remindAt(thing string, due time.Time) ([]memo.Step, bool, error) {
	if !due.After(m.now()) {
		return nil, true, pastTime(m)
	}
	return []memo.Step{remindStep(thing, due)}, true, nil
}

// reToldThing opens a thing told by that it is: "there's a deadline …",
// "I have an exam …", "יש deadline …", "יש לי מבחן …".
var reToldThing = compile(`(?i)^(?:there'?s\s+|there\s+is\s+|i\s+have\s+|i'?ve\s+got\s+)(?:a|an|the|my)\s+|^יש(?:\s+לי)?\s+`)

// toldDay reads a thing told on a day that is no event ("יש deadline
// לפרויקט ביום חמישי הבא", "I have an exam on Sunday", "deadline לפיצ'ר
// ביום שלישי"): the thing and the day. Named with no "there's" or "I
// have", the thing is a short noun phrase.
func (m *message) toldDay(told string) (string, time.Time, bool) {
	rest, most := told, 4
	if loc := reToldThing.FindStringIndex(toLower(told)); loc != nil {
		rest, most = told[loc[1]:], 5
	}
	r, found, err := timeparse.Parse(rest, m.now(), m.loc())
	if err != nil || !found || !r.HasDate || r.HasTime || r.HasEnd || r.Past {
		return "", time.Time{}, false
	}
	thing := CleanTitle(strings.TrimSpace(r.Remainder(rest)))
	if due, ok := dueTold(thing); ok {
		thing = due // "the report is due on the 10th" (deadline_told.go)
	}
	if thing == "" || len(strings.Fields(thing)) > most || reStatement.MatchString(thing) || reJunkTitle.MatchString(toLower(thing)) {
		return "", time.Time{}, false
	}
	return thing, r.Time, true
}

// hourOfDay reads text that is an hour and nothing else ("at 9", "ב-9",
// "בתשע בבוקר") as the hour said, on today's date: unlike hourAlone,
// read from the day's start, an hour gone today is still that hour, not
// the evening's.
func (m *message) hourOfDay(text string) (time.Time, bool) {
	r, rest, ok := m.hourAloneAt(strings.TrimSpace(strings.TrimRight(text, " .!")), startOfDay(m))
	if !ok || rest != "" {
		return time.Time{}, false
	}
	return r.Time.In(m.loc()), true
}

// afterAnchor reads "right after it" and "an hour after it" counted from
// the end told: the reminder alone, the end being no event to make.
func (m *message) afterAnchor(told, ask string, a []int) ([]memo.Step, bool, error) {
	if !reEndTold.MatchString(toLower(told)) {
		return nil, false, nil // "meeting at 4, remind me right after it": its end is not said
	}
	var after time.Duration
	for _, k := range []int{2, 4} {
		if a[k] >= 0 {
			lang := leadEN
			if k == 4 {
				lang = leadHE
			}
			v, ok := lang.value(toLower(ask)[a[k]:a[k+1]])
			if !ok {
				return nil, false, nil
			}
			after = v.duration()
		}
	}
	r, found, err := timeparse.Parse(told, m.now(), m.loc())
	if err != nil || !found || !r.HasTime || r.HasEnd || r.Past {
		return nil, false, nil
	}
	rest := toLower(r.Remainder(told))
	if len(strings.Fields(rest)) > 5 || reStatement.MatchString(strings.TrimSpace(reEndTold.ReplaceAllString(rest, " "))) {
		return nil, false, nil
	}
	thing, at, ok := m.anchorDeed(strings.TrimLeft(ask[a[1]:], " ,"))
	if !ok || at != nil {
		return nil, false, nil
	}
	due := r.Time.In(m.loc()).Add(after)
	if !due.After(m.now()) {
		return nil, true, pastTime(m)
	}
	return []memo.Step{remindStep(thing, due)}, true, nil
}

// anchorEvent reads the event told, alone: one event made, not repeating.
func (m *message) anchorEvent(told string) (memo.Step, bool) {
	req := m.req
	req.Text = told
	t := newMessage(req)
	t.part = true // a part of the message: the lead a reminder counts from
	var steps []memo.Step
	ok := false
	for _, match := range []matcher{matchEventCreate, matchTimedFallback} {
		st, claimed, err := match(t)
		if err != nil {
			return memo.Step{}, false
		}
		if claimed && accounted(st) {
			steps, ok = st, true
			break
		}
	}
	if !ok || len(steps) != 1 || steps[0].Operation != memo.OpEventCreate || steps[0].Calendar == nil ||
		len(steps[0].Calendar.Drafts) != 1 || steps[0].Calendar.Drafts[0].Recurrence != nil {
		return memo.Step{}, false
	}
	steps[0].Calendar.Drafts[0].ReminderMinutes = nil // the reminder is the thing to do
	return steps[0], true
}

// anchorDeed reads the thing to do after the lead: "to print the
// slides", "להזמין לו עוגה", with an hour of the day it may be said at
// ("at 8 to pack").
func (m *message) anchorDeed(deed string) (string, *time.Time, bool) {
	deed = strings.TrimSpace(strings.TrimRight(deed, " .!"))
	var at *time.Time
	head, tail := deed, ""
	if loc := reForADay.FindStringIndex(toLower(deed)); loc != nil && loc[0] > 0 && len(toLower(deed)) == len(deed) {
		head, tail = deed[:loc[0]], deed[loc[0]:] // "… the lunch for tomorrow": the thing's own day
	}
	if r, found, err := timeparse.Parse(head, m.now(), m.loc()); err != nil {
		return "", nil, false
	} else if found {
		if r.HasDate || !r.HasTime || len(r.Spans) == 0 || r.Spans[0][0] != 0 {
			return "", nil, false
		}
		t := r.Time.In(m.loc())
		at, head = &t, strings.TrimSpace(r.Remainder(head))
	}
	deed = head + tail
	low := toLower(deed)
	switch {
	case reAnchorDeedEN.MatchString(low):
		deed = strings.TrimSpace(deed[strings.Index(low, " "):])
	case hebrewText(deed):
		w := strings.Fields(deed)
		if len(w) == 0 || !heInfinitives[w[0]] && !reInfinitiveHE.MatchString(w[0]) {
			return "", nil, false
		}
	default:
		return "", nil, false
	}
	thing := CleanTitle(deed)
	return thing, at, thing != ""
}

// anchoredDue is the moment a reminder l ahead of ev comes at: a lead in
// days keeps ev's hour, or at's when said, or the day's usual hour for an
// event of the whole day; a lead in hours counts back from ev's start and
// takes no hour of its own.
func anchoredDue(ev memo.EventDraft, l lead, at *time.Time, loc *time.Location) (time.Time, bool) {
	start := ev.Start.In(loc)
	if l.back > 0 && l.days == 0 {
		if at != nil || ev.AllDay {
			return time.Time{}, false
		}
		return start.Add(-l.back), true
	}
	if l.back > 0 {
		return time.Time{}, false
	}
	hh, mm := start.Hour(), start.Minute()
	switch {
	case at != nil:
		hh, mm = at.Hour(), at.Minute()
		if l.part >= 12 && hh < 12 {
			hh += 12 // "the night before at 9": 21:00
		}
	case l.part != 0:
		hh, mm = l.part, 0
	case ev.AllDay:
		hh, mm = DefaultTaskHour, 0
	}
	day := start.AddDate(0, 0, -l.days)
	return time.Date(day.Year(), day.Month(), day.Day(), hh, mm, 0, 0, loc), true
}

// remindStep is a reminder of thing at due.
func remindStep(thing string, due time.Time) memo.Step {
	d := memo.TaskDraft{Text: thing, DueDate: &due}
	return taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{d}})
}

// anchorLeads gives a reminder asked for with a lead and no time ("…,
// ותזכיר לי שעה לפני לעבור על הקו"ח") the time of the event told in the
// clause before it ("מחר ב-4 ראיון עם מועמד"): the moment is the event's
// less the lead. Asked for with no thing to do, it is the event's alert,
// or, before an event of the whole day, a reminder of it at the day's
// usual hour.
func anchorLeads(req memo.PlanRequest, steps []memo.Step) ([]memo.Step, error) {
	for i := 1; i < len(steps); i++ {
		s, ev := steps[i], steps[i-1]
		if !oneReminder(s) || !s.Tasks.NeedTime || s.Tasks.Within > 0 || ev.Operation != memo.OpEventCreate || ev.Calendar == nil || len(ev.Calendar.Drafts) != 1 {
			continue
		}
		d := s.Tasks.Drafts[0]
		if d.Lead <= 0 || d.DueDate != nil || d.Recurrence != nil || ev.Calendar.Drafts[0].Recurrence != nil {
			continue
		}
		l := lead{back: d.Lead}
		if d.Lead%(24*time.Hour) == 0 {
			l = lead{days: int(d.Lead / (24 * time.Hour))}
		}
		if strings.TrimSpace(d.Text) == "" {
			// "… ב-4 ותזכיר לי יום לפני": of the event itself, as said
			// after a comma (matchAnchoredLead).
			if !ev.Calendar.Drafts[0].AllDay {
				n := int(d.Lead / time.Minute)
				ev.Calendar.Drafts[0].ReminderMinutes = &n
				steps = slices.Delete(steps, i, i+1)
				i--
				continue
			}
			d.Text = ev.Calendar.Drafts[0].Summary
			if l.days == 0 {
				day := ev.Calendar.Drafts[0].Start.In(req.Loc)
				steps[i].Tasks.Drafts[0] = memo.TaskDraft{Text: d.Text, DueDate: &day} // when on its day is asked
				continue
			}
		}
		due, ok := anchoredDue(ev.Calendar.Drafts[0], l, nil, req.Loc)
		if !ok {
			continue
		}
		if !due.After(req.Now) {
			return nil, PastTime()
		}
		steps[i] = remindStep(d.Text, due)
	}
	return steps, nil
}

// reBeforeFirstEN and reBeforeFirstHE are a reminder's thing said after
// the event it comes before, when the reminder has an hour of its own:
// "(tomorrow at 9) before the meeting to print the slides", "(מחר ב-9)
// לפני הפגישה להדפיס את המצגת". Group 1 is the event, group 2 the thing.
var (
	reBeforeFirstEN = compile(`(?i)^(before\s+(?:my|the|our|this|that)\s+(?:` + alternation(eventNounsEN) + `))\s+to\s+(\p{L}.*)$`)
	reBeforeFirstHE = compile(`^(לפני\s+ה(?:` + alternation(eventNounsHE) + `))\s+(ל\p{Hebrew}{2,}.*)$`)
)

// beforeLast puts the thing to do first in a reminder's text that names
// the event it comes before ahead of it: the hour said is when to remind,
// and "before the meeting" stays as part of what the reminder is about
// ("print the slides before the meeting").
func beforeLast(rest string) string {
	t := strings.TrimSpace(rest)
	for _, rx := range []*pattern{reBeforeFirstEN, reBeforeFirstHE} {
		if g := rx.FindStringSubmatchIndex(t); g != nil {
			return t[g[4]:g[5]] + " " + t[g[2]:g[3]]
		}
	}
	return rest
}

// todaysWeekdayTold reports whether told names today's weekday and start,
// read from it, is today: timeparse reads a bare weekday that is today as
// today when its hour is still ahead.
func todaysWeekdayTold(told string, start, now time.Time) bool {
	y, mo, d := start.In(now.Location()).Date()
	ny, nmo, nd := now.Date()
	return y == ny && mo == nmo && d == nd && containsInt(weekdays(toLower(told)), int(now.Weekday()))
}
