package model

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/graph/offline"
)

// Bounds on what one answer may ask for. Past a limit on what it would
// create the user is told (see tooMany), never cut silently.
const (
	maxCalls     = 8   // distinct tool calls in one answer
	maxDrafts    = 10  // tasks, or events, one answer creates
	maxItems     = 30  // list items one answer adds or names
	maxPosition  = 100 // a number in a list shown
	maxTextRunes = 300 // a task text, list name or item
	maxAnswer    = 2000
	// maxRawCalls is the most calls read at all; more is refused unread.
	maxRawCalls = 4 * maxCalls
)

// problemKind tells how a problem is worded to the user when the repair
// call did not fix it.
type problemKind int

const (
	badInput problemKind = iota // anything: the details were not clear
	badTime                     // a date or time that does not exist
	pastTime                    // a time already past
	claim                       // a text answer claims an action no tool call took
	tooMany                     // more than one message may create: the user is told, no repair
	unkept                      // a repetition Memo cannot keep: the user is told, no repair
)

// problem is one thing wrong with the model's answer, worded for the
// model (the repair call quotes it).
type problem struct {
	call int // index of the tool call; -1 for the answer as a whole
	kind problemKind
	// ask is the detail to ask the user for when the repair did not fix
	// the problem.
	ask askFor
	msg string
	// user is the reply to the user of a tooMany problem.
	user string
}

// converter turns one answer of the model into plan steps.
type converter struct {
	req memo.PlanRequest
	now time.Time
	// verbs are the classes of the action words of the user's message.
	verbs verbClass
}

// newConverter returns the converter of answers to req.
func newConverter(req memo.PlanRequest) converter {
	return converter{req: req, now: req.Now.In(req.Loc), verbs: readVerbs(req.Text)}
}

// steps converts resp into steps, or returns what is wrong with it. A
// text answer with no tool call is one OpAnswer step, unless it claims an
// action. Identical calls, and drafts or items an answer repeats, are
// merged; the limits on what one answer creates are then checked; every
// destructive step is checked against the verbs of the message and marked
// Verify unless the message named it by number.
func (c converter) steps(resp openai.ChatResponse) ([]memo.Step, []problem) {
	if len(resp.ToolCalls) == 0 {
		text := strings.TrimSpace(resp.Text)
		if text == "" {
			return nil, []problem{{call: -1, msg: "the answer was empty: call a tool, or answer in text"}}
		}
		if claimsAction(text) {
			return nil, []problem{{call: -1, kind: claim,
				msg: "your text says it was done, but you called no tool, so nothing was done: make the tool calls, or ask in text"}}
		}
		return []memo.Step{{ID: "A", Capability: memo.CapGeneral, Operation: memo.OpAnswer,
			General: &memo.GeneralArgs{Text: cut(text, maxAnswer)}}}, nil
	}
	if n := len(resp.ToolCalls); n > maxRawCalls {
		return nil, []problem{c.tooMany(limitCalls, n)}
	}
	var calls [][]memo.Step
	var problems []problem
	for i, call := range resp.ToolCalls {
		got, ps := c.call(call)
		for _, s := range got {
			if p := c.fits(s); p != nil {
				ps = append(ps, *p)
			}
		}
		for _, p := range ps {
			p.call = i
			problems = append(problems, p)
		}
		calls = append(calls, got)
	}
	if len(problems) > 0 {
		return nil, problems
	}
	calls = distinct(calls)
	if len(calls) > maxCalls {
		return nil, []problem{c.tooMany(limitCalls, len(calls))}
	}
	steps := merge(calls)
	if p := c.limits(steps); p != nil {
		return nil, []problem{*p}
	}
	for i := range steps {
		steps[i].ID = stepID(i)
		steps[i].Verify = c.verify(steps[i])
		// Steps on the same capability run in order: a list is created
		// before items are added to it, a task listed before it is done.
		for j := range i {
			if steps[j].Capability == steps[i].Capability && steps[i].Capability != memo.CapGeneral {
				steps[i].DependsOn = append(steps[i].DependsOn, stepID(j))
			}
		}
	}
	return steps, nil
}

// call converts one tool call.
func (c converter) call(tc openai.ToolCall) ([]memo.Step, []problem) {
	switch tc.Name {
	case toolTasks:
		var a taskCall
		if err := decode(tc.Arguments, &a); err != nil {
			return nil, []problem{{msg: "tasks: " + err.Error()}}
		}
		return c.tasks(a)
	case toolLists:
		var a listCall
		if err := decode(tc.Arguments, &a); err != nil {
			return nil, []problem{{msg: "lists: " + err.Error()}}
		}
		s, ps := c.lists(a)
		return []memo.Step{s}, ps
	case toolCalendar:
		var a calendarCall
		if err := decode(tc.Arguments, &a); err != nil {
			return nil, []problem{{msg: "calendar: " + err.Error()}}
		}
		s, ps := c.calendar(a)
		return []memo.Step{s}, ps
	case toolMail:
		var a mailCall
		if err := decode(tc.Arguments, &a); err != nil {
			return nil, []problem{{msg: "mail: " + err.Error()}}
		}
		s, ps := c.mail(a)
		if len(ps) > 0 {
			return nil, ps
		}
		return []memo.Step{s}, nil
	case toolMemory:
		var a memoryCall
		if err := decode(tc.Arguments, &a); err != nil {
			return nil, []problem{{msg: "memory: " + err.Error()}}
		}
		s, ps := c.memory(a)
		return []memo.Step{s}, ps
	case toolHelp:
		var a helpCall
		if err := decode(tc.Arguments, &a); err != nil {
			return nil, []problem{{msg: "help: " + err.Error()}}
		}
		return []memo.Step{{Capability: memo.CapGeneral, Operation: memo.OpHelp, General: &memo.GeneralArgs{}}}, nil
	}
	return nil, []problem{{msg: fmt.Sprintf("unknown tool %s: use %s, %s, %s or %s", quote(tc.Name), toolTasks, toolLists, toolCalendar, toolHelp)}}
}

// decode reads the arguments JSON: a field of the wrong type, or text
// after the object, is a problem; a field the schema does not have is
// dropped. Servers that do not enforce the schema (Ollama, vLLM) add
// harmless ones, and nothing is ever taken from them: ids come only from
// entity resolution, and a step still needs the fields it runs on.
func decode(args string, v any) error {
	if strings.TrimSpace(args) == "" {
		args = "{}"
	}
	dec := json.NewDecoder(strings.NewReader(args))
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("not valid JSON for the schema: %w", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return errors.New("not valid JSON: text after the object")
	}
	return nil
}

// tasks converts a tasks call. A create whose drafts include one that
// needs a time is split into one step per draft, so the turn can ask for
// each hour in turn.
func (c converter) tasks(a taskCall) ([]memo.Step, []problem) {
	if !slices.Contains(taskOps, a.Operation) {
		return nil, []problem{{msg: fmt.Sprintf("tasks operation %s: use one of %s", quote(a.Operation), strings.Join(taskOps, ", "))}}
	}
	step := func(args memo.TaskArgs) memo.Step {
		return memo.Step{Capability: memo.CapTasks, Operation: a.Operation, Tasks: &args}
	}
	switch a.Operation {
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
	args := memo.TaskArgs{Targets: targets, Indexes: a.Positions}
	if len(targets) == 0 && len(a.Positions) == 0 && len(ps) == 0 {
		if !c.req.Quoted {
			ps = append(ps, problem{ask: askTarget, msg: a.Operation + " needs targets (the tasks as the user named them) or positions"})
		}
		// "done" quoting a reminder: the quoted reminder's tasks.
		args.FromQuote = true
	}
	if a.Operation == memo.OpTaskUpdate {
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
			args.KeepTime = true
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

// recurrence converts a repeat. Daily, weekly and monthly need a time of
// day, taken from repeat.time or else from the due time.
func (c converter) recurrence(r repeat, when *due) (*memo.Recurrence, *problem) {
	rec := &memo.Recurrence{TimeZone: c.req.Loc.String()}
	if r.Every != everyMinutes && offline.UnkeptRepeat(c.req.Text) {
		// "every other monday" planned as weekly would be wrong.
		return nil, &problem{call: -1, kind: unkept, msg: "the user asked for a repetition reminders cannot keep"}
	}
	if r.Every != everyMinutes {
		switch {
		case r.Time != nil && strings.TrimSpace(*r.Time) != "":
			h, m, ok := hourMinute(*r.Time)
			if !ok {
				return nil, &problem{kind: badTime, ask: askTime, msg: fmt.Sprintf("repeat.time %s is not HH:MM", quote(*r.Time))}
			}
			rec.Time = fmt.Sprintf("%02d:%02d", h, m)
		case when != nil && when.hasTime:
			rec.Time = when.at.Format("15:04")
		default:
			return nil, &problem{ask: askTime, msg: "repeat.time (HH:MM) is required for every " + r.Every}
		}
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

// lists converts a lists call. "it" as the list or an item is the list
// or item in focus.
func (c converter) lists(a listCall) (memo.Step, []problem) {
	step := memo.Step{Capability: memo.CapLists, Operation: a.Operation}
	if !slices.Contains(listOps, a.Operation) {
		return step, []problem{{msg: fmt.Sprintf("lists operation %s: use one of %s", quote(a.Operation), strings.Join(listOps, ", "))}}
	}
	args := memo.ListArgs{Checklist: true}
	var ps []problem
	if a.List != nil {
		args.Name = strings.TrimSpace(*a.List)
		if n := len([]rune(args.Name)); n > maxTextRunes {
			ps = append(ps, problem{msg: fmt.Sprintf("list is %d characters; at most %d", n, maxTextRunes)})
		}
		if isPronoun(args.Name) {
			if f := c.req.Focus; f != nil && f.Kind == memo.FocusList {
				args.Name = f.Title
			} else {
				ps = append(ps, problem{ask: askList, msg: fmt.Sprintf("list %s names no list: name it as the user did", quote(args.Name))})
			}
		}
	}
	if a.Position != nil {
		if *a.Position < 1 || *a.Position > maxPosition {
			ps = append(ps, problem{msg: fmt.Sprintf("position %d: numbers start at 1", *a.Position)})
		}
		args.Index = *a.Position
	}
	items, more := texts("items", a.Items)
	ps = append(ps, more...)
	if len(items) > maxRawCalls*maxItems {
		return step, append(ps, c.tooMany(limitItems, len(items)))
	}
	for i, it := range items {
		if isPronoun(it) {
			if f := c.req.Focus; f != nil && f.Kind == memo.FocusListItem {
				items[i] = f.Title
			} else {
				ps = append(ps, problem{ask: askItems, msg: fmt.Sprintf("items[%d] %s names no item: name it as the user did", i, quote(it))})
			}
		}
	}
	if p := positions("item_positions", a.ItemPositions); p != nil {
		ps = append(ps, *p)
	}
	switch a.Operation {
	case memo.OpListRemove, memo.OpListCheck, memo.OpListUncheck:
		args.Items, args.ItemIndexes = items, a.ItemPositions
		if a.Which != nil && *a.Which != "" {
			if !slices.Contains(whichKinds, *a.Which) {
				ps = append(ps, problem{msg: fmt.Sprintf("which %s: use %s or null", quote(*a.Which), strings.Join(whichKinds, ", "))})
			}
			args.Which, args.Items, args.ItemIndexes = *a.Which, nil, nil
		} else if len(items) == 0 && len(a.ItemPositions) == 0 {
			ps = append(ps, problem{ask: askItems, msg: a.Operation + " needs items or item_positions"})
		}
	case memo.OpListCreate, memo.OpListAdd:
		args.Items = items
	}
	step.Lists = &args
	return step, ps
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

// texts trims names and items; an empty or overlong one is a problem.
func texts(field string, in []string) ([]string, []problem) {
	var out []string
	var ps []problem
	for i, s := range in {
		s = strings.TrimSpace(s)
		switch n := len([]rune(s)); {
		case n == 0:
			ps = append(ps, problem{msg: fmt.Sprintf("%s[%d] is empty", field, i)})
		case n > maxTextRunes:
			ps = append(ps, problem{msg: fmt.Sprintf("%s[%d] is %d characters; at most %d", field, i, n, maxTextRunes)})
		default:
			out = append(out, s)
		}
	}
	return out, ps
}

// positions checks 1-based numbers.
func positions(field string, ns []int) *problem {
	for _, n := range ns {
		if n < 1 || n > maxPosition {
			return &problem{msg: fmt.Sprintf("%s: %d is not a number shown (they start at 1)", field, n)}
		}
	}
	return nil
}

func stepID(i int) string { return string(rune('A' + i%26)) }

// quote quotes a value the model wrote, cut short: the repair note quotes
// it, and a long value would only cost tokens.
func quote(s string) string { return strconv.Quote(cut(s, 20)) }
