package model

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// calendarCall is the arguments of the calendar tool. Times are local
// wall-clock times, "YYYY-MM-DDTHH:MM" or a date "YYYY-MM-DD"; "" means
// none (a plain string costs fewer schema tokens than a nullable one). To
// keep the tool small, an update's new values ride in events[0], and "to"
// also ends a new series or a truncated one.
type calendarCall struct {
	Operation string       `json:"operation"`
	Events    []eventDraft `json:"events" jsonschema:"update: the new values"`
	Summary   string       `json:"summary" jsonschema:"existing event"`
	From      string       `json:"from" jsonschema:"day or window start"`
	To        string       `json:"to" jsonschema:"end, or last day of a repeat"`
	Series    *bool        `json:"series" jsonschema:"true: the whole series; false: one date"`
}

// eventDraft is one event to create, or an update's new values ("" keeps
// a field).
type eventDraft struct {
	Summary string `json:"summary"`
	Start   string `json:"start" jsonschema:"update: HH:MM keeps the day"`
	End     string `json:"end" jsonschema:"a date: all day"`
	Repeat  string `json:"repeat"`
}

var (
	// The create operations are one for the model: Go picks create,
	// createMultiple, createRecurring or createMultipleRecurring from the
	// events (saving schema tokens and a way to get it wrong).
	calendarOps = []memo.Op{memo.OpEventGet, memo.OpEventGetEvents, memo.OpEventCheckConflicts, memo.OpEventGetRecurringInstances,
		memo.OpEventCreate, memo.OpEventUpdate, memo.OpEventUpdateByWindow, memo.OpEventDelete, memo.OpEventDeleteByWindow,
		memo.OpEventDeleteBySummary, memo.OpEventTruncateRecurring}
	eventRepeats = []string{"", everyDay, everyWeek, everyMonth, everyYear}
)

// calendarSchema generates the calendar tool's schema.
func calendarSchema() (*jsonschema.Schema, error) {
	s, err := jsonschema.For[calendarCall](nil)
	if err != nil {
		return nil, err
	}
	enum(s, "operation", opNames(calendarOps))
	enum(s.Properties["events"].Items, "repeat", eventRepeats)
	return s, nil
}

// calendar converts a calendar call into one step. It mirrors what the
// offline grammar fills in: a day with no time is 10:00–11:00, a start
// with no end lasts an hour, dates alone make an all-day span, a window
// named by a day runs midnight to midnight. Event ids are never taken from
// the model: entity resolution sets them.
func (c converter) calendar(a calendarCall) (memo.Step, []problem) {
	op := memo.CapCalendar.Op(a.Operation)
	step := memo.Step{Capability: memo.CapCalendar, Operation: op}
	if isCreate(op) {
		args, op, ps := c.createEvents(a)
		step.Operation, step.Calendar = op, &args
		return step, ps
	}
	if !slices.Contains(calendarOps, op) {
		return step, []problem{{msg: fmt.Sprintf("calendar operation %s: use one of %s", quote(a.Operation), strings.Join(opNames(calendarOps), ", "))}}
	}
	args := memo.CalendarArgs{Summary: strings.TrimSpace(a.Summary)}
	var ps []problem
	if n := utf8.RuneCountInString(args.Summary); n > maxTextRunes {
		ps = append(ps, problem{msg: fmt.Sprintf("summary is %d characters; at most %d", n, maxTextRunes)})
	}
	// "move it to 5": the event in focus, on its day and at its time
	// unless the call names a day.
	var focused *time.Time
	if isPronoun(args.Summary) {
		title, p := c.focus(memo.CapCalendar, args.Summary)
		if p != nil {
			ps = append(ps, *p)
		} else {
			args.Summary, focused = title, c.req.Focus.When
		}
	}
	if a.Series != nil {
		args.Scope = memo.ScopeInstance
		if *a.Series {
			args.Scope = memo.ScopeSeries
		}
	}
	needSummary := func() {
		if args.Summary == "" {
			ps = append(ps, problem{ask: askEvent, msg: a.Operation + " needs summary: the event as the user named it"})
		}
	}
	needFrom := func() {
		if args.From == nil {
			ps = append(ps, problem{ask: askDay, msg: a.Operation + " needs from: the day or window"})
		}
	}
	if op == memo.OpEventTruncateRecurring {
		needSummary()
		args.Scope = memo.ScopeSeries
		if a.To == "" {
			ps = append(ps, problem{ask: askDay, msg: "truncateRecurring needs to: the last day"})
			return step, ps
		}
		until, p := c.lastDay("to", a.To)
		if p != nil {
			return step, append(ps, *p)
		}
		args.Until = &until
		step.Calendar = &args
		return step, ps
	}
	// A read of a time is the hour from it ("am I free at 10"); anything
	// else given a time names the event starting then, on that day.
	point := op == memo.OpEventGetEvents || op == memo.OpEventCheckConflicts
	if p := c.window(a.From, a.To, point, &args); p != nil {
		ps = append(ps, *p)
	}
	if focused != nil && args.From == nil && !point {
		d0, d1 := c.day(*focused)
		args.From, args.To = &d0, &d1
		if at := focused.In(c.req.Loc); at.Hour() != 0 || at.Minute() != 0 {
			args.AtTime = at.Format("15:04")
		}
	}
	switch op {
	case memo.OpEventGet, memo.OpEventDelete:
		if args.Summary == "" && args.From == nil {
			ps = append(ps, problem{ask: askEvent, msg: a.Operation + " needs summary or from"})
		}
	case memo.OpEventDeleteBySummary:
		needSummary()
	case memo.OpEventGetRecurringInstances:
		needSummary()
		args.Scope = memo.ScopeSeries
	case memo.OpEventCheckConflicts:
		if args.From == nil {
			from, to := c.day(c.now)
			args.From, args.To = &from, &to
		}
	case memo.OpEventDeleteByWindow:
		needFrom()
		args.Summary, args.Scope = "", memo.ScopeUnknown
	case memo.OpEventUpdate, memo.OpEventUpdateByWindow:
		if op == memo.OpEventUpdateByWindow {
			needFrom()
			args.Summary, args.Scope = "", memo.ScopeUnknown
		} else if args.Summary == "" && args.From == nil {
			ps = append(ps, problem{ask: askEvent, msg: "update needs summary or from"})
		}
		if len(a.Events) != 1 {
			ps = append(ps, problem{ask: askNewValue, msg: a.Operation + " needs the new values in events[0], and only there"})
			break
		}
		f, p := c.fields(a.Events[0], args.From)
		if p != nil {
			ps = append(ps, *p)
		}
		args.Fields = f
	}
	step.Calendar = &args
	return step, ps
}

// isCreate reports whether op is one of the create operations; the model
// sees only "create", Go picks the variant.
func isCreate(op memo.Op) bool {
	switch op {
	case memo.OpEventCreate, memo.OpEventCreateMultiple, memo.OpEventCreateRecurring, memo.OpEventCreateMultipleRecurring:
		return true
	}
	return false
}

// createEvents converts the events of a create and picks the operation:
// create or createMultiple, createRecurring or createMultipleRecurring
// when an event repeats.
func (c converter) createEvents(a calendarCall) (memo.CalendarArgs, memo.Op, []problem) {
	var args memo.CalendarArgs
	op := memo.CapCalendar.Op(a.Operation)
	if len(a.Events) == 0 {
		return args, op, []problem{{ask: askWhen, msg: "create needs the new events in \"events\""}}
	}
	if len(a.Events) > maxRawCalls*maxDrafts {
		return args, op, []problem{c.tooMany(limitEvents, len(a.Events))}
	}
	var until *time.Time
	if a.To != "" {
		u, p := c.lastDay("to", a.To)
		if p != nil {
			return args, op, []problem{*p}
		}
		until = &u
	}
	var ps []problem
	repeating := false
	for i, e := range a.Events {
		d, p := c.event(e, until)
		if p != nil {
			p.msg = fmt.Sprintf("events[%d]: %s", i, p.msg)
			ps = append(ps, *p)
			continue
		}
		repeating = repeating || d.Recurrence != nil
		args.Drafts = append(args.Drafts, d)
	}
	if until != nil && !repeating && len(ps) == 0 {
		ps = append(ps, problem{msg: "to is only for a repeat; put the end in events[].end"})
	}
	return args, eventCreateOp(args.Drafts), ps
}

// eventCreateOp picks the create variant for drafts.
func eventCreateOp(drafts []memo.EventDraft) memo.Op {
	repeating := slices.ContainsFunc(drafts, func(d memo.EventDraft) bool { return d.Recurrence != nil })
	switch {
	case repeating && len(drafts) > 1:
		return memo.OpEventCreateMultipleRecurring
	case repeating:
		return memo.OpEventCreateRecurring
	case len(drafts) > 1:
		return memo.OpEventCreateMultiple
	}
	return memo.OpEventCreate
}

// event converts one event to create.
func (c converter) event(e eventDraft, until *time.Time) (memo.EventDraft, *problem) {
	d := memo.EventDraft{Summary: strings.TrimSpace(e.Summary)}
	if n := utf8.RuneCountInString(d.Summary); n > maxTextRunes {
		return d, &problem{msg: fmt.Sprintf("summary is %d characters; at most %d", n, maxTextRunes)}
	}
	if d.Summary == "" {
		d.Summary = "Event"
		if c.req.Lang == memo.Hebrew {
			d.Summary = "אירוע"
		}
	}
	if strings.TrimSpace(e.Start) == "" {
		return d, &problem{ask: askWhen, msg: "start is required (YYYY-MM-DDTHH:MM or YYYY-MM-DD)"}
	}
	start, p := c.parse("start", e.Start)
	if p != nil {
		return d, p
	}
	end, p := c.end(e.End, start)
	if p != nil {
		return d, p
	}
	today, _ := c.day(c.now)
	switch {
	case !start.hasTime && end != nil && !end.hasTime:
		// Dates alone: one all-day event through the last day.
		d.AllDay, d.Start, d.End = true, start.at, end.at.AddDate(0, 0, 1)
	case !start.hasTime && end != nil:
		return d, &problem{msg: "end has a time but start has none"}
	case !start.hasTime:
		// By the clock, not midnight plus ten hours: a daylight-saving
		// change that night would move it.
		y, m, day := start.at.Date()
		d.Start = time.Date(y, m, day, offline.DefaultEventHour, 0, 0, 0, c.req.Loc)
		d.End = d.Start.Add(memo.DefaultEventDuration)
	case end != nil && !end.hasTime:
		return d, &problem{msg: "end is a date but start has a time"}
	case end != nil:
		d.Start, d.End = start.at, end.at
	default:
		d.Start = start.at
		d.End = d.Start.Add(memo.DefaultEventDuration)
	}
	if !d.End.After(d.Start) {
		return d, &problem{msg: fmt.Sprintf("end %s is not after start %s", localDate(d.End), localDate(d.Start))}
	}
	if d.Start.Before(today) || (!d.AllDay && e.Repeat == "" && d.Start.Before(c.now.Add(-time.Minute))) {
		return d, &problem{kind: pastTime, msg: fmt.Sprintf("start %s is in the past (now is %s)", localDate(d.Start), localDate(c.now))}
	}
	if e.Repeat == "" {
		return d, nil
	}
	said := offline.RepeatOf(c.req)
	yearly := said != nil && said.Type == memo.RecurYearly
	if yearly != (e.Repeat == everyYear) || !yearly && offline.UnkeptRepeat(c.req.Text) {
		// "every other tuesday" planned as weekly would be wrong, and so
		// would "every year" planned as anything but a year.
		return d, &problem{call: -1, kind: unkept, msg: "the user asked for a repetition events cannot keep"}
	}
	rec := &memo.EventRecurrence{Until: until}
	switch e.Repeat {
	case everyDay:
		rec.Type = memo.RecurDaily
	case everyWeek:
		rec.Type = memo.RecurWeekly
		rec.Days = []int{int(d.Start.Weekday())}
		if d.Start.Before(c.now) {
			// Today's slot has passed: the series starts after it, on
			// its weekday.
			d.Start, d.End = d.Start.AddDate(0, 0, 1), d.End.AddDate(0, 0, 1)
		}
	case everyMonth:
		rec.Type = memo.RecurMonthly
		rec.DayOfMonth = d.Start.Day()
	case everyYear:
		rec.Type, rec.Interval = memo.RecurYearly, said.Every // on the start's date
	default:
		return d, &problem{msg: fmt.Sprintf("repeat %s: use one of %s", quote(e.Repeat), strings.Join(eventRepeats[1:], ", "))}
	}
	if until != nil && until.Before(d.Start) {
		return d, &problem{msg: fmt.Sprintf("to %s is before the start %s", localDate(*until), localDate(d.Start))}
	}
	d.Recurrence, d.TimeZone = rec, c.req.Loc.String()
	return d, nil
}

// end reads an event's end: "" (none), a date, a date and time, or HH:MM
// on the start's day.
func (c converter) end(s string, start due) (*due, *problem) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	if h, m, ok := hourMinute(s); ok {
		if !start.hasTime {
			return nil, &problem{msg: "end has a time but start has none"}
		}
		y, mo, d := start.at.Date()
		return &due{at: time.Date(y, mo, d, h, m, 0, 0, c.req.Loc), hasTime: true}, nil
	}
	e, p := c.parse("end", s)
	if p != nil {
		return nil, p
	}
	return &e, nil
}

// fields converts an update's new values. A start of HH:MM keeps each
// event's day, a date keeps its time; dates alone make it all-day.
func (c converter) fields(e eventDraft, day *time.Time) (*memo.EventFields, *problem) {
	f := &memo.EventFields{Summary: strings.TrimSpace(e.Summary)}
	if n := utf8.RuneCountInString(f.Summary); n > maxTextRunes {
		return nil, &problem{msg: fmt.Sprintf("events[0].summary is %d characters; at most %d", n, maxTextRunes)}
	}
	if e.Repeat != "" {
		return nil, &problem{msg: "update cannot change repeat"}
	}
	var start *due
	if s := strings.TrimSpace(e.Start); s != "" {
		if h, m, ok := hourMinute(s); ok {
			base := c.now
			if day != nil {
				base = *day
			}
			y, mo, d := base.Date()
			t := time.Date(y, mo, d, h, m, 0, 0, c.req.Loc)
			start = &due{at: t, hasTime: true}
			f.Start, f.Move = &t, memo.MoveTime
		} else {
			parsed, p := c.parse("events[0].start", s)
			if p != nil {
				return nil, p
			}
			start = &parsed
			t := parsed.at
			f.Start = &t
			if !parsed.hasTime {
				f.Move = memo.MoveDay
			}
		}
	}
	if s := strings.TrimSpace(e.End); s != "" {
		if start == nil {
			return nil, &problem{msg: "events[0].end needs events[0].start"}
		}
		end, p := c.end(s, *start)
		if p != nil {
			return nil, p
		}
		switch {
		case !start.hasTime && !end.hasTime:
			allDay, t := true, end.at.AddDate(0, 0, 1)
			f.AllDay, f.End, f.Move = &allDay, &t, memo.MoveAll
		case start.hasTime != end.hasTime:
			return nil, &problem{msg: "events[0]: give start and end both with times, or both as dates"}
		default:
			t := end.at
			f.End, f.Move = &t, memo.MoveAll
		}
		if !f.End.After(*f.Start) {
			return nil, &problem{msg: fmt.Sprintf("events[0].end %s is not after the start %s", localDate(*f.End), localDate(*f.Start))}
		}
	}
	if f.Summary == "" && f.Start == nil {
		return nil, &problem{ask: askNewValue, msg: "update needs a new summary or start in events[0]"}
	}
	return f, nil
}

// window reads from and to into args. A day alone is that day; a day and
// time with no to is the hour from then (point) or the event starting
// then, on that day; to as a date is the last day, included.
func (c converter) window(from, to string, point bool, args *memo.CalendarArgs) *problem {
	from, to = strings.TrimSpace(from), strings.TrimSpace(to)
	if from == "" && to == "" {
		return nil
	}
	var start time.Time
	if from == "" {
		start, _ = c.day(c.now)
	} else {
		f, p := c.parse("from", from)
		if p != nil {
			return p
		}
		start = f.at
		if to == "" && point && f.hasTime {
			end := f.at.Add(memo.DefaultEventDuration)
			args.From, args.To = &start, &end
			return nil
		}
		if to == "" {
			d0, d1 := c.day(f.at)
			args.From, args.To = &d0, &d1
			if f.hasTime {
				args.AtTime = f.at.Format("15:04")
			}
			return nil
		}
	}
	t, p := c.parse("to", to)
	if p != nil {
		return p
	}
	end := t.at
	if !t.hasTime {
		end = end.AddDate(0, 0, 1)
	}
	if !end.After(start) {
		return &problem{msg: fmt.Sprintf("to %s is not after from %s", localDate(end), localDate(start))}
	}
	if end.Sub(start) > memo.MaxEventWindow {
		return &problem{msg: fmt.Sprintf("the window is %d days; at most %d", int(end.Sub(start).Hours()/24), int(memo.MaxEventWindow.Hours()/24))}
	}
	args.From, args.To = &start, &end
	return nil
}

// lastDay reads a last day: a date is its end (23:59:59), a date and time
// is that time. A day before today is a problem.
func (c converter) lastDay(field, s string) (time.Time, *problem) {
	d, p := c.parse(field, s)
	if p != nil {
		return time.Time{}, p
	}
	t := d.at
	if !d.hasTime {
		y, mo, day := t.Date()
		t = time.Date(y, mo, day, 23, 59, 59, 0, c.req.Loc)
	}
	if today, _ := c.day(c.now); t.Before(today) {
		return t, &problem{kind: pastTime, msg: fmt.Sprintf("%s %s is in the past (now is %s)", field, localDate(t), localDate(c.now))}
	}
	return t, nil
}

// parse reads a local date or date and time, naming field in a problem.
func (c converter) parse(field, s string) (due, *problem) {
	d, p := parseDue(s, c.req.Loc)
	if p != nil {
		p.msg = field + strings.TrimPrefix(p.msg, "due")
	}
	return d, p
}

// day is the midnight-to-midnight window of t's day in the user's zone.
func (c converter) day(t time.Time) (time.Time, time.Time) {
	y, m, d := t.In(c.req.Loc).Date()
	from := time.Date(y, m, d, 0, 0, 0, 0, c.req.Loc)
	return from, from.AddDate(0, 0, 1)
}
