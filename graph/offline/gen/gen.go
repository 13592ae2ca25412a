// Package gen composes messages with known meanings, for testing a planner
// on the many ways people say the same thing: for each capability it puts
// together, from tables, an opening (filler, politeness), the command in
// its verb forms, a time expression whose meaning is known, the item, the
// order of time and item, and noise (a dropped space, a doubled or swapped
// letter in a command or day word, no apostrophes, emoji, no
// punctuation). The oracle knows what each message means, so Score can
// tell a plan correct, declined (nothing would change, or an honest
// question) or wrong.
//
// It is test support: production code does not import it.
package gen

import (
	"math/rand/v2"
	"strings"
	"time"

	"github.com/memo-assistant/memo"
)

// Kind is what a message asks for.
type Kind string

// The kinds of request the generator composes.
const (
	// Reminder is a task with a time to remind ("remind me to … at 5").
	Reminder Kind = "reminder"
	// Task is a task with no time ("add a task: …").
	Task Kind = "task"
	// Event is a calendar event ("put the dentist in my calendar …").
	Event Kind = "event"
	// ListAdd adds items to an existing list.
	ListAdd Kind = "list"
	// Note stores something in the second brain ("remember that …").
	Note Kind = "note"
)

// Kinds are every kind, in report order.
var Kinds = []Kind{Reminder, Task, Event, ListAdd, Note, Complete, Delete, Move, Repeat, Talk, Retime, ListChange, Cancel, Span, Recall, Agenda, Pronoun, Hours, Nudge, Days, Anchored, Pair, Fact, Tasks}

// Case is one generated message and what it means.
type Case struct {
	Kind Kind
	Lang memo.Language
	// Text is the message.
	Text string
	// Now is when it is sent, in Loc.
	Now time.Time
	// Lists are the names of the user's lists.
	Lists []string
	// Want is what the message means.
	Want Want
	// Noise names the noise put into the message, "" for none. A noisy
	// message may be declined, never done wrong.
	Noise string
	// Template is the command form used, for reports.
	Template string
	// Focus is the item the conversation is about when the message is
	// sent (Pronoun), nil for none.
	Focus *memo.FocusItem
}

// Want is the oracle's meaning of a message.
type Want struct {
	// Has are the words the stored title (or list item, or note) must
	// hold; Lacks are words it must not (the command, the time, filler).
	Has, Lacks []string
	// When is the time meant (reminders and events).
	When When
	// EventOrReminder accepts a calendar event or a reminder: a noun
	// phrase with a time and no command ("dentist tuesday at 10").
	EventOrReminder bool
	// List is the list items go to; Items are each item's words.
	List  string
	Items [][]string
	// Which is the items of a list named by kind (memo.ItemsAll).
	Which string
	// Repeat is how a repeating reminder repeats; Unkept marks a
	// repetition Memo does not keep, which must not be stored at all.
	Repeat *memo.Recurrence
	Unkept bool
	// World marks a statement of how the world runs ("the store closes
	// at 9"): nothing of it may be stored.
	World bool
	// Op is the general operation small talk or an undo is; Reason, with
	// OpUnknown, the kind of talk (a mood told).
	Op     memo.Op
	Reason memo.UnknownReason
	// Hour is the hour an item is moved to (Retime).
	Hour *hourSaid
	// Span is how long an event said with its end lasts (Span).
	Span time.Duration
	// Through is the last day of an all-day event over several days
	// (Days), its first being When.Times[0].
	Through time.Time
	// Intent is what a follow-up does to the focus (Pronoun).
	Intent string
	// Note and Place are what a follow-up adds to the event in focus
	// (Pronoun).
	Note, Place string
	// Times are the hours of the daily reminders a message with several
	// hours makes (Hours), in order.
	Times []string
	// Every is how often a nudge nags (Nudge).
	Every time.Duration
	// Anchor is the event a reminder is counted from (Anchored), when
	// it is made beside it.
	Anchor *Want
	// Remind marks a Pair of two reminders, the second being Anchor.
	Remind bool
}

// Loc is the zone every case is in.
var Loc = mustZone("Asia/Jerusalem")

func mustZone(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

// nows are the moments cases are sent at: a weekday morning, a Friday
// night, just after midnight, early morning, a Saturday afternoon, and the
// last evening of a year.
var nows = []time.Time{
	time.Date(2026, 12, 1, 10, 40, 0, 0, Loc),  // Tuesday
	time.Date(2027, 3, 12, 21, 15, 0, 0, Loc),  // Friday
	time.Date(2026, 12, 6, 0, 40, 0, 0, Loc),   // Sunday
	time.Date(2027, 1, 14, 7, 5, 0, 0, Loc),    // Thursday
	time.Date(2026, 12, 5, 13, 30, 0, 0, Loc),  // Saturday
	time.Date(2026, 12, 31, 19, 20, 0, 0, Loc), // Thursday
}

// Lists are the user's lists in every case.
var Lists = []string{"shopping", "packing", "קניות", "ציוד לטיול"}

// Generator composes cases from a seed: the same seed gives the same cases.
type Generator struct {
	r    *rand.Rand
	seed uint64
	// streams holds the draws of forms added after the first ones, each
	// apart from r so that adding a form keeps every other case's draws
	// (see stream).
	streams map[string]*rand.Rand
}

// New returns a generator seeded with seed.
func New(seed uint64) *Generator {
	return &Generator{r: rand.New(rand.NewPCG(seed, seed^0x6d656d6f)), seed: seed}
}

// stream returns the draws named name, made on first use from the seed and
// the name's first four letters, so a form that draws from its own stream
// leaves the draws of r and of every other stream as they were. Two names
// must differ in their first four letters; a clash panics, as it would
// tie two forms' draws together.
func (g *Generator) stream(name string) *rand.Rand {
	if s, ok := g.streams[name]; ok {
		return s
	}
	var tag uint64
	for i := 0; i < 4 && i < len(name); i++ {
		tag = tag<<8 | uint64(name[i])
	}
	if g.streams == nil {
		g.streams = map[string]*rand.Rand{}
	}
	for other := range g.streams {
		if len(other) >= 4 && len(name) >= 4 && other[:4] == name[:4] {
			panic("gen: streams " + other + " and " + name + " share their first four letters")
		}
	}
	s := rand.New(rand.NewPCG(g.seed, g.seed^tag))
	g.streams[name] = s
	return s
}

// Generate returns n cases, the kinds and languages taken in turn.
func (g *Generator) Generate(n int) []Case {
	out := make([]Case, 0, n)
	langs := []memo.Language{memo.English, memo.Hebrew}
	others := 0
	for i := range n {
		lang := langs[i%2]
		// Reminders are what people ask most and what has the most ways to
		// be said: every other pair of cases; the other kinds take turns.
		kind := Reminder
		if i%4 >= 2 {
			kind = Kinds[1+(others/2)%(len(Kinds)-1)]
			others++
		}
		out = append(out, g.one(kind, lang))
	}
	return out
}

// one composes a case of kind in lang.
func (g *Generator) one(kind Kind, lang memo.Language) Case {
	c := Case{Kind: kind, Lang: lang, Now: pick(g.r, nows), Lists: Lists}
	switch kind {
	case Reminder:
		g.reminder(&c)
	case Task:
		g.task(&c)
	case Event:
		g.event(&c)
	case ListAdd:
		g.listAdd(&c)
	case Note:
		g.note(&c)
	case Complete, Delete, Move:
		g.change(&c)
	case Repeat:
		g.repeat(&c)
	case Talk:
		g.talk(&c)
	case Retime:
		g.retime(&c)
	case ListChange:
		g.listChange(&c)
	case Cancel:
		g.cancel(&c)
	case Span:
		g.span(&c)
	case Recall:
		g.recall(&c)
	case Agenda:
		g.agenda(&c)
	case Pronoun:
		g.pronoun(&c)
	case Hours:
		g.hours(&c)
	case Nudge:
		g.nudge(&c)
	case Days:
		g.days(&c)
	case Anchored:
		g.anchored(&c)
	case Pair:
		g.pair(&c)
	case Fact:
		g.fact(&c)
	case Tasks:
		g.several(&c)
	}
	undressed := c.Text
	g.dress(&c)
	g.shortForm(&c)
	dressed := c.Text
	g.israeliForm(&c)                    // "remind me to pay the water bill on yom shishi at 3pm, achla"
	hinglish(g.stream("hindi"), &c)      // "beta kal subah 9 baje BP ki dawai lena hai remind kar dena"
	hinglishAsk(g.stream("kyaask"), &c)  // "Ammi's card number kya tha?"
	spanglish(g.stream("spanglish"), &c) // "tengo inspection el viernes a las 10am con el city inspector, ponlo en el calendar"
	if c.Noise == "" && strings.HasSuffix(c.Text, undressed) && formNote(g.stream("forms"), &c) {
		// After the dress, so the other streams draw as before; only
		// where nothing was said after the request.
		c.Noise = "form-note"
	}
	if c.Noise == "" && gluePlease(g.stream("pleaseglued"), &c) {
		c.Noise = "glued-please" // "plsremind me …", "תזכירבבקשה לי …"
	}
	if c.Text == dressed {
		triniDress(g.stream("trini"), &c) // "can tha remind me …", "… to de shopping list nah": last, so no other draw sees its words
	}
	if c.Text == dressed {
		closersDress(g.stream("closers"), &c) // "… b'y", "… God help me", "… אל תשאל": after the Trini, where it said nothing
	}
	if c.Text == dressed {
		pidginDress(g.stream("pidgin"), &c) // "remind me fo call da landlord …", "remembah that …": after the Trini, on what it left
	}
	formal(g.stream("officialese"), &c)                                      // "נא להגדיר תזכורת …", "תזקיר לי …", "מה סדר היום שלי מחר"
	rambles(g.stream("rambles"), &c, c.Text == dressed, c.Text == undressed) // "… anyway the point is remind me … because I will absolutely forget otherwise": last, on the message as said
	return c
}

// pick returns one of xs.
func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }
