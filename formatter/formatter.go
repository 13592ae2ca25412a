// Package formatter turns what a turn did into the text the user sees on
// WhatsApp (or in the terminal chat), in Hebrew or English, from templates:
// no model call. It words results, errors, pending questions and runner
// notices, shows every time in the user's zone, uses WhatsApp markup only
// (*bold*, _italic_, numbered lines, "• " bullets) and keeps user text that
// runs left to right isolated inside Hebrew lines.
package formatter

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// Notice is a message from the runner shown before everything else.
type Notice string

// Notices.
const (
	// NoticeNone shows nothing.
	NoticeNone Notice = ""
	// NoticeCancelled: the user cancelled the pending question.
	NoticeCancelled Notice = "cancelled"
	// NoticeInvalidChoice: the answer was out of range; the question, which
	// is also in Input.Pending, is asked again.
	NoticeInvalidChoice Notice = "invalid_choice"
	// NoticeExpired: the message answered a question that had expired;
	// the question, in Input.Pending, is asked again.
	NoticeExpired Notice = "expired"
	// NoticeAlreadyDone: "what time?" was answered with the thing done
	// already ("paid it already"), so nothing was made.
	NoticeAlreadyDone Notice = "already_done"
)

// Input is everything the writer needs about one turn.
type Input struct {
	// Lang is the language to write in; anything but memo.Hebrew is English.
	Lang memo.Language
	// Loc is the user's zone; all times are shown in it. Nil means Now's zone.
	Loc *time.Location
	// Now tells "today" from "tomorrow".
	Now time.Time
	// Steps is what ran this turn, in order (may be empty).
	Steps []StepOutcome
	// Pending is the question the turn stopped on, if any; it is rendered
	// after the outcomes.
	Pending *memo.Pending
	// Notice is a runner notice shown first, if any.
	Notice Notice
	// Dropped is a question the message did not answer and that was set
	// aside for it; the reply ends by saying so.
	Dropped *memo.Pending
}

// StepOutcome is one step of the turn and what came of it: a result, an
// error, or neither (general steps such as help run no capability).
type StepOutcome struct {
	Step   memo.Step
	Result *memo.Result
	Err    error
	// Undo marks the outcome of an undo: Step and Result are the reversal.
	Undo bool
	// Redo marks the outcome of "bring it back": Step and Result are the
	// reversal of the last undo.
	Redo bool
	// Actions are the changes "what did you do?" tells, newest first.
	Actions []memo.Action
}

// Output is the rendered reply.
type Output struct {
	// Text is the message, with WhatsApp markup.
	Text string
	// Numbered is the numbered list Text shows last (tasks, lists, a
	// list's items, or a question's options), so "the 2nd" can be resolved
	// later; nil when it shows none. ShownAt is Input.Now.
	Numbered *memo.NumberedList
}

// Write renders one turn: the notice, then each step outcome, then the
// pending question, separated by blank lines.
func Write(in Input) Output {
	w := newWriter(in)
	var blocks []string
	add := func(s string) {
		if s = strings.TrimSpace(s); s != "" {
			blocks = append(blocks, s)
		}
	}
	add(w.notice(in.Notice, in.Pending))
	for i := 0; i < len(in.Steps); i++ {
		if n := contactRun(in.Steps, i); n > 1 {
			// Several contacts saved at once (the cards of one message):
			// one list.
			add(w.savedContacts(in.Steps[i : i+n]))
			i += n - 1
			continue
		}
		add(w.outcome(in.Steps[i]))
	}
	if in.Dropped != nil {
		// Before a new question, so that the question is what the reply
		// ends with.
		add(w.dropped(*in.Dropped))
	}
	if in.Pending != nil {
		add(w.question(*in.Pending))
	}
	if len(blocks) == 0 {
		add("👍")
	}
	text := strings.Join(blocks, "\n\n")
	if w.he {
		text = anchorRTL(text)
	}
	out := Output{Text: text, Numbered: w.numbered}
	if in.Pending != nil && in.Pending.Kind == memo.PendingChoose {
		// The question's options are the last numbered lines the user saw.
		out.Numbered = optionsNumbered(*in.Pending)
	}
	if out.Numbered != nil {
		out.Numbered.ShownAt = in.Now
	}
	return out
}

// optionsNumbered is the numbered list a choose question shows: its
// options, in order, of the kind of thing they are. Options that are no
// items (a series or one occurrence) are numbered as NumberedOptions, which
// nothing resolves, so a later "2" never reaches back to an older list.
func optionsNumbered(p memo.Pending) *memo.NumberedList {
	n := &memo.NumberedList{Kind: memo.NumberedOptions}
	step, _, _ := p.Step()
	switch p.Reason {
	case memo.ReasonWhichTask, memo.ReasonNearTask:
		n.Capability, n.Kind = memo.CapTasks, memo.NumberedTasks
	case memo.ReasonWhichEmail:
		n.Capability, n.Kind = memo.CapGmail, memo.NumberedEmails
	case memo.ReasonWhichList:
		n.Capability, n.Kind = memo.CapLists, memo.NumberedLists
	case memo.ReasonWhichItem:
		if step.Lists != nil && step.Lists.ListID != "" {
			n.Capability, n.Kind, n.ParentID = memo.CapLists, memo.NumberedListItems, step.Lists.ListID
		}
	}
	for _, o := range p.Options {
		id := ""
		if len(o.IDs) == 1 {
			id = o.IDs[0]
		}
		n.IDs = append(n.IDs, id)
		n.Titles = append(n.Titles, o.Label)
	}
	return n
}

// writer renders in one language, zone and moment. It remembers the last
// numbered list it rendered.
type writer struct {
	he       bool
	loc      *time.Location
	now      time.Time
	numbered *memo.NumberedList
	// eventsShown is set when the turn lists calendar events, which say
	// themselves when a day is empty.
	eventsShown bool
	// naming is set when the turn asks what the place it saved is.
	naming bool
}

func newWriter(in Input) *writer {
	loc := in.Loc
	if loc == nil {
		loc = in.Now.Location()
	}
	w := &writer{he: in.Lang == memo.Hebrew, loc: loc, now: in.Now.In(loc)}
	w.naming = in.Pending != nil && in.Pending.Reason == memo.ReasonNamePlace
	for _, o := range in.Steps {
		if o.Step.Operation == memo.OpEventGetEvents {
			w.eventsShown = true
		}
	}
	return w
}

// pick returns the English or the Hebrew wording.
func (w *writer) pick(en, he string) string {
	if w.he {
		return he
	}
	return en
}

// user returns user text ready to show: cleaned, and isolated in Hebrew.
func (w *writer) user(s string) string {
	s = clean(s)
	if w.he {
		return isolate(s)
	}
	return s
}

// bold returns user text in *bold*. Text that holds an asterisk itself is
// left plain, since WhatsApp would end the bold at it.
func (w *writer) bold(s string) string {
	s = w.user(s)
	if s == "" || strings.ContainsRune(s, '*') {
		return s
	}
	return "*" + s + "*"
}

// quote returns user text in the language's quotation marks.
func (w *writer) quote(s string) string {
	return w.pick("“", "„") + w.user(s) + "”"
}

// quoteAll quotes each text and joins them with commas.
func (w *writer) quoteAll(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = w.quote(x)
	}
	return strings.Join(q, ", ")
}

// boldAll bolds each text and joins them with commas.
func (w *writer) boldAll(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = w.bold(x)
	}
	return strings.Join(q, ", ")
}

// maxBullets bounds a bulleted block; the rest is counted ("…and 12 more").
const maxBullets = 15

// bullets returns one "• " line per entry, at most maxBullets of them.
func (w *writer) bullets(lines []string) string {
	var b strings.Builder
	for i, l := range lines {
		if i == maxBullets {
			b.WriteString("\n" + w.more(len(lines)-i))
			break
		}
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString("• " + l)
	}
	return b.String()
}

// more says how many entries were left out.
func (w *writer) more(n int) string {
	return w.pick("…and "+itoa(n)+" more", "…ועוד "+itoa(n))
}

// lines joins non-empty lines.
func lines(ls ...string) string {
	var out []string
	for _, l := range ls {
		if l != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// outcome renders one step: its error, or its result by capability.
func (w *writer) outcome(o StepOutcome) string {
	if o.Err != nil {
		return w.failure(o.Step, o.Err)
	}
	if o.Undo {
		return w.pick("↩️ Undone.", "↩️ ביטלתי.") + "\n" + w.outcome(StepOutcome{Step: o.Step, Result: o.Result})
	}
	if o.Redo {
		return w.pick("↪️ Brought back.", "↪️ החזרתי.") + "\n" + w.outcome(StepOutcome{Step: o.Step, Result: o.Result})
	}
	if o.Step.Capability == memo.CapGeneral && o.Step.Operation == memo.OpRecent {
		return w.recent(o.Actions)
	}
	switch o.Step.Capability {
	case memo.CapGeneral:
		return w.general(o.Step)
	case memo.CapTasks:
		if o.Result != nil {
			return w.tasks(o.Step, *o.Result)
		}
	case memo.CapLists:
		if o.Result != nil {
			return w.lists(o.Step, *o.Result)
		}
	case memo.CapCalendar:
		if o.Result != nil {
			return w.calendar(o.Step, *o.Result)
		}
	case memo.CapSettings:
		return w.settings(o.Step, o.Result)
	case memo.CapMemory:
		if o.Result != nil {
			return w.memory(o.Step, *o.Result)
		}
	case memo.CapGmail:
		if o.Result != nil {
			return w.gmail(o.Step, *o.Result)
		}
	}
	if o.Result == nil {
		return ""
	}
	return w.pick("✅ Done.", "✅ בוצע.")
}
