package model

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// The tasks tool's calls converted to steps: the drafts of a create, the
// new values of an update, a repetition.

// tasks converts a tasks call. A create whose drafts include one that
// needs a time is split into one step per draft, so the turn can ask for
// each hour in turn.
func (c converter) tasks(a taskCall) ([]memo.Step, []problem) {
	op := memo.CapTasks.Op(a.Operation)
	if !slices.Contains(taskOps, op) {
		return nil, []problem{{msg: fmt.Sprintf("tasks operation %s: use one of %s", quote(a.Operation), strings.Join(opNames(taskOps), ", "))}}
	}
	step := func(args memo.TaskArgs) memo.Step {
		return memo.Step{Capability: memo.CapTasks, Operation: op, Tasks: &args}
	}
	switch op {
	case memo.OpTaskCreate:
		return c.create(a.Tasks)
	case memo.OpTaskGetAll, memo.OpTaskDeleteAll:
		w, p := window(a.Window)
		if p != nil {
			return nil, []problem{*p}
		}
		return []memo.Step{step(memo.TaskArgs{Window: w})}, nil
	}
	targets, ps := texts("targets", a.Targets)
	if a.EndSeries && op != memo.OpTaskComplete {
		ps = append(ps, problem{msg: "end_series is for complete only (stop reminding me); " + a.Operation + " takes false"})
	}
	if p := positions("positions", a.Positions); p != nil {
		ps = append(ps, *p)
	}
	for i, t := range targets {
		if isPronoun(t) {
			title, p := c.focus(memo.CapTasks, t)
			if p != nil {
				ps = append(ps, *p)
				continue
			}
			targets[i] = title
		}
	}
	args := memo.TaskArgs{Targets: targets, Indexes: a.Positions, EndSeries: a.EndSeries}
	if len(targets) == 0 && len(a.Positions) == 0 && len(ps) == 0 {
		if !c.req.Quoted {
			ps = append(ps, problem{ask: askTarget, msg: a.Operation + " needs targets (the tasks as the user named them) or positions"})
		}
		// "done" quoting a reminder: the quoted reminder's tasks.
		args.FromQuote = true
	}
	if op == memo.OpTaskUpdate {
		if p := c.update(a.Tasks, &args); p != nil {
			ps = append(ps, *p)
		}
	}
	if len(ps) > 0 {
		return nil, ps
	}
	return []memo.Step{step(args)}, nil
}

// update reads a task update's new values from tasks[0]: a new text, and a
// new due time ("YYYY-MM-DDTHH:MM"), or a new day ("YYYY-MM-DD") on which
// each task keeps its time of day, as the offline grammar reads "move the
// dentist to Thursday".
func (c converter) update(drafts []taskDraft, args *memo.TaskArgs) *problem {
	if len(drafts) != 1 {
		return &problem{ask: askNewValue, msg: "update needs the new values in tasks[0], and only there"}
	}
	d := drafts[0]
	if d.Repeat != nil {
		return &problem{msg: "update cannot change repeat"}
	}
	args.NewText = strings.TrimSpace(d.Text)
	if n := utf8.RuneCountInString(args.NewText); n > maxTextRunes {
		return &problem{msg: fmt.Sprintf("tasks[0].text is %d characters; at most %d", n, maxTextRunes)}
	}
	if isPronoun(args.NewText) {
		args.NewText = "" // "it": the text stays
	}
	if d.Due != nil && strings.TrimSpace(*d.Due) != "" {
		when, p := parseDue(*d.Due, c.req.Loc)
		if p != nil {
			p.msg = "tasks[0]." + p.msg
			return p
		}
		at := when.at
		if when.hasTime && at.Before(c.now.Add(-time.Minute)) {
			return &problem{kind: pastTime, msg: fmt.Sprintf("tasks[0].due %s is in the past (now is %s)", localDate(at), localDate(c.now))}
		}
		if !when.hasTime {
			if today, _ := c.day(c.now); at.Before(today) {
				return &problem{kind: pastTime, msg: fmt.Sprintf("tasks[0].due %s is before today", at.Format(dateLayout))}
			}
			// A task with no time yet gets the default hour that day.
			y, m, day := at.Date()
			at = time.Date(y, m, day, offline.DefaultTaskHour, 0, 0, 0, c.req.Loc)
			args.Move = memo.MoveDay
		}
		args.NewDue = &at
	}
	if args.NewText == "" && args.NewDue == nil {
		return &problem{ask: askNewValue, msg: "update needs a new text or due in tasks[0]"}
	}
	return nil
}

// create converts the drafts of a create.
func (c converter) create(drafts []taskDraft) ([]memo.Step, []problem) {
	if len(drafts) == 0 {
		return nil, []problem{{ask: askText, msg: "create needs the new tasks in \"tasks\""}}
	}
	if len(drafts) > maxRawCalls*maxDrafts {
		return nil, []problem{c.tooMany(limitTasks, len(drafts))}
	}
	var out []memo.TaskDraft
	var need []bool
	var ps []problem
	for i, d := range drafts {
		draft, needTime, p := c.draft(d)
		if p != nil {
			p.msg = fmt.Sprintf("tasks[%d]: %s", i, p.msg)
			ps = append(ps, *p)
			continue
		}
		if draft.Text == "" && len(drafts) > 1 {
			ps = append(ps, problem{ask: askText, msg: fmt.Sprintf("tasks[%d]: text is empty", i)})
			continue
		}
		out = append(out, draft)
		need = append(need, needTime)
	}
	if len(ps) > 0 {
		return nil, ps
	}
	create := func(args memo.TaskArgs) memo.Step {
		return memo.Step{Capability: memo.CapTasks, Operation: memo.OpTaskCreate, Tasks: &args}
	}
	if !slices.Contains(need, true) {
		return []memo.Step{create(memo.TaskArgs{Drafts: out})}, nil
	}
	steps := make([]memo.Step, len(out))
	for i := range out {
		steps[i] = create(memo.TaskArgs{Drafts: out[i : i+1], NeedTime: need[i]})
	}
	return steps, nil
}

// draft converts one task to create; needTime is set for a reminder that
// has no hour yet.
func (c converter) draft(d taskDraft) (memo.TaskDraft, bool, *problem) {
	out := memo.TaskDraft{Text: strings.TrimSpace(d.Text)}
	if n := len([]rune(out.Text)); n > maxTextRunes {
		return out, false, &problem{msg: fmt.Sprintf("text is %d characters; at most %d", n, maxTextRunes)}
	}
	if isPronoun(out.Text) {
		// "remind me about it on Saturday": the item in focus, whatever it is.
		if c.req.Focus == nil {
			return out, false, &problem{ask: askText, msg: fmt.Sprintf("text %s names nothing: nothing is in focus; write what the task is", quote(out.Text))}
		}
		out.Text = c.req.Focus.Title
	}
	var when *due
	if d.Due != nil && strings.TrimSpace(*d.Due) != "" {
		parsed, p := parseDue(*d.Due, c.req.Loc)
		if p != nil {
			return out, false, p
		}
		when = &parsed
	}
	if d.Repeat != nil {
		rec, p := c.recurrence(*d.Repeat, when)
		if p != nil {
			return out, false, p
		}
		out.Recurrence = rec
		if when != nil && when.hasTime && rec.Type == memo.RecurNudge {
			if when.at.Before(c.now.Add(-time.Minute)) {
				return out, false, &problem{kind: pastTime, msg: fmt.Sprintf("due %s is in the past (now is %s)", localDate(when.at), localDate(c.now))}
			}
			t := when.at
			out.DueDate = &t
		}
		return out, false, nil
	}
	if when == nil {
		// "remind me to call mom": a reminder with no time asks when.
		return out, d.Remind, nil
	}
	at, needTime, p := draftDue(*when, d.Remind, c.now)
	if p != nil {
		return out, false, p
	}
	out.DueDate = at
	return out, needTime, nil
}

// repeatTime is the time of day ("HH:MM") a repetition comes at: the
// tool's repeat.time, else the due time's.
func repeatTime(r repeat, when *due) (string, *problem) {
	switch {
	case r.Time != nil && strings.TrimSpace(*r.Time) != "":
		h, m, ok := hourMinute(*r.Time)
		if !ok {
			return "", &problem{kind: badTime, ask: askTime, msg: fmt.Sprintf("repeat.time %s is not HH:MM", quote(*r.Time))}
		}
		return fmt.Sprintf("%02d:%02d", h, m), nil
	case when != nil && when.hasTime:
		return when.at.Format("15:04"), nil
	}
	return "", &problem{ask: askTime, msg: "repeat.time (HH:MM) is required for every " + r.Every}
}

// repeatKinds are the kinds of repetition the tool's "every" names.
var repeatKinds = map[string]memo.RecurrenceType{everyDay: memo.RecurDaily, everyWeek: memo.RecurWeekly, everyMonth: memo.RecurMonthly,
	everyYear: memo.RecurYearly}

// recurrence converts a repeat. Daily, weekly and monthly need a time of
// day, taken from repeat.time or else from the due time.
func (c converter) recurrence(r repeat, when *due) (*memo.Recurrence, *problem) {
	rec := &memo.Recurrence{TimeZone: c.req.Loc.String()}
	if r.Every != everyMinutes {
		if said := offline.RepeatOf(c.req); said != nil && said.Type != memo.RecurNudge {
			// "every other monday", "the last friday of every month": the
			// repetition as the grammar reads it, which the tool's fields
			// cannot all say; the model's time of day where the grammar
			// has none. A model that read another kind is not followed.
			if said.Type != repeatKinds[r.Every] && !(said.Type == memo.RecurWeekly && r.Every == everyDay) {
				return nil, &problem{call: -1, kind: unkept, msg: "the repetition planned is not the one the user said"}
			}
			held := *said
			held.Days, held.TimeZone = slices.Clone(said.Days), rec.TimeZone
			rec = &held
			if rec.Type == memo.RecurYearly {
				// The grammar reads the date of the year from the
				// message's time: the model's due is that date.
				if p := yearDate(rec, when); p != nil {
					return nil, p
				}
			}
		} else if offline.UnkeptRepeat(c.req.Text) {
			// "every year": planned as anything else it would be wrong.
			return nil, &problem{call: -1, kind: unkept, msg: "the user asked for a repetition reminders cannot keep"}
		}
	}
	if rec.Type != "" {
		if rec.Time == "" {
			t, p := repeatTime(r, when)
			if p != nil {
				return nil, p
			}
			rec.Time = t
		}
		if err := rec.Validate(); err != nil {
			return nil, &problem{msg: "repeat: " + memo.ErrorMessageOf(err)}
		}
		return rec, nil
	}
	if r.Every != everyMinutes {
		t, p := repeatTime(r, when)
		if p != nil {
			return nil, p
		}
		rec.Time = t
	}
	switch r.Every {
	case everyDay:
		rec.Type = memo.RecurDaily
	case everyWeek:
		rec.Type = memo.RecurWeekly
		rec.Days = slices.Clone(r.Days)
		if len(rec.Days) == 0 && when != nil {
			rec.Days = []int{int(when.at.Weekday())}
		}
	case everyMonth:
		rec.Type = memo.RecurMonthly
		switch {
		case r.Day != nil:
			rec.DayOfMonth = *r.Day
		case when != nil:
			rec.DayOfMonth = when.at.Day()
		}
		if rec.DayOfMonth < 1 || rec.DayOfMonth > 31 {
			return nil, &problem{ask: askDay, msg: "repeat.day (1-31) is required for every month"}
		}
	case everyYear:
		rec.Type = memo.RecurYearly
		if p := yearDate(rec, when); p != nil {
			return nil, p
		}
	case everyMinutes:
		rec.Type = memo.RecurNudge
		if r.Minutes == nil || *r.Minutes < 1 || *r.Minutes > 7*24*60 {
			return nil, &problem{ask: askInterval, msg: "repeat.minutes (1-10080) is required for every minutes"}
		}
		rec.Interval = time.Duration(*r.Minutes) * time.Minute
	default:
		return nil, &problem{msg: fmt.Sprintf("repeat.every %s: use one of %s", quote(r.Every), strings.Join(repeats, ", "))}
	}
	if err := rec.Validate(); err != nil {
		return nil, &problem{msg: "repeat: " + memo.ErrorMessageOf(err)}
	}
	return rec, nil
}

// yearDate sets a yearly rec's date from the due date: "every year on
// March 14" is due on the coming March 14.
func yearDate(rec *memo.Recurrence, when *due) *problem {
	if when == nil {
		return &problem{ask: askDay, msg: "due (the date of the year) is required for every year"}
	}
	rec.Month, rec.DayOfMonth = int(when.at.Month()), when.at.Day()
	return nil
}

// window reads a task window; null means all.
func window(w *string) (memo.TaskWindow, *problem) {
	if w == nil || *w == "" {
		return memo.WindowAll, nil
	}
	if !slices.Contains(windows, *w) {
		return "", &problem{msg: fmt.Sprintf("window %s: use one of %s", quote(*w), strings.Join(windows, ", "))}
	}
	return memo.TaskWindow(*w), nil
}
