package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// said is what a message was read as: the title of the task it made, the
// text of the memory it kept, the items it added, the event it made, or
// "" for none.
func said(s memo.Step) string {
	switch {
	case s.Tasks != nil && len(s.Tasks.Drafts) == 1:
		return s.Tasks.Drafts[0].Text
	case s.Memory != nil && s.Memory.Draft != nil:
		return s.Memory.Draft.Text
	case s.Lists != nil && len(s.Lists.Items) == 1:
		return s.Lists.Name + ": " + s.Lists.Items[0]
	case s.Calendar != nil && len(s.Calendar.Drafts) == 1:
		return s.Calendar.Drafts[0].Summary
	}
	return ""
}

// TestVoiceEnd: a closing particle of Singapore English or a kiss signed
// off a message is no word of the title or the value; a name, a word
// said after a preposition, a letter named or a count stays.
func TestVoiceEnd(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"remind me to pack my bag before shift x", "pack my bag before shift"},
		{"remind me at 5 to call mum xx", "call mum"},
		{"remind me to call mum at 5 lah", "call mum"},
		{"remind me to call mum at 5 lah!", "call mum"},
		{"remind me to pay the aircon guy tomorrow at 9 leh", "pay the aircon guy"},
		{"remind me to buy bread at 6 lor thanks", "buy bread"},
		{"my passport number is 12345 lah", "my passport number is 12345"},
		{"my locker code is 4471 ah", "my locker code is 4471"},
		{"remind me to water the plants at 8 xoxo", "water the plants"},
		{"remind me to feed the cat at 8 x", "feed the cat"},
		// Near-misses: a name, a place after a preposition, a word said,
		// a letter named, a count.
		{"remind me to call Lor at 5", "call Lor"},
		{"remind me to book a trip to leh at 5", "book a trip to leh"},
		{"remind me to say ah at 5 ok", "say ah"},
		{"remind me about project x at 5", "project x"},
		{"remind me to buy 2 x 4 at 5", "buy 2 x 4"},
		{"remind me to call mum at 5 about Project X", "call mum about Project X"},
	} {
		if got := said(plan(t, tc.text).Steps[0]); got != tc.want {
			t.Errorf("%q: read %q; want %q", tc.text, got, tc.want)
		}
	}
}

// TestDialectSpellings: the Jamaican spellings of function words are
// read as their standard forms where they can be nothing else; a name
// ("Di") or a word of a name ("pasta di mare") stays.
func TestDialectSpellings(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"add eggs to di shopping list", "shopping: eggs"},
		{"nuh forget fi call mi madda tomorrow at 5", "call my madda"},
		{"remind me fi call mi madda tomorrow at 5", "call my madda"},
		{"bless up, nuh forget fi feed di dog at 6", "feed the dog"},
		{"remind mi at 5 to pick up di kids", "pick up the kids"},
		{"Put on mi shopping list: ackee", "shopping: ackee"},
		// Scots: "tae" after a time or a need, "aboot", "ma" before a noun.
		{"remind me in 20 min tae check the coolant on bus 12", "check the coolant on bus 12"},
		{"remind us at half 3 tae phone the depot aboot the 44 brake pads", "phone the depot about the 44 brake pads"},
		{"need tae order a new alternator, stick it on ma tasks", "order a new alternator"},
		// "mi" opening with a verb is "I"; "fi" after a time; the words no
		// standard English spells so; "pit it", "mek it"; "ma" before a
		// relation opening a clause.
		{"mi have doctor appointment tomorrow 2pm", "doctor appointment"},
		{"remind me tomorrow at 9 to renew mi nursing license", "renew my nursing license"},
		{"remind me at 5 to tell mi the news", "tell me the news"},
		{"remind me in 20 min fi call di pharmacy bout mi prescription", "call the pharmacy about my prescription"},
		{"remind me tae put the bins oot every tuesday night at 8", "put the bins out"},
		{"aye, ma grandson Callum's birthday is on the 14th, pit that in the calendar fer me", "grandson Callum's birthday"},
		{"Please book in a governors' meeting tomorrow at 5pm.", "governors' meeting"},
		// Near-misses.
		{"mi casa es su casa", ""},
		{"remind me to sing in a choir at 5", "sing in a choir"},
		{"remind me to visit Di at 5", "visit Di"},
		{"remind me to buy pasta di mare at 5", "buy pasta di mare"},
		{"remind me to call Mi at 5", "call Mi"},
		{"remind me to call ma at 5", "call ma"},
		{"remind me at 5 to call Whit", "call Whit"},
		{"remind me at 5 to book tae kwon do", "book tae kwon do"},
	} {
		if got := said(plan(t, tc.text).Steps[0]); got != tc.want {
			t.Errorf("%q: read %q; want %q", tc.text, got, tc.want)
		}
	}
}

// TestSmallTalkOtherEnglishes: the greetings, thanks and sighs of other
// Englishes, and the Hebrew blessings and wishes, are small talk; a
// greeting before a request does the request, and thanks in a title are
// no thanks.
func TestSmallTalkOtherEnglishes(t *testing.T) {
	for _, tc := range []struct {
		text string
		op   memo.Op
	}{
		{"bore da", memo.OpGreet}, {"kia ora", memo.OpGreet}, {"howzit", memo.OpGreet}, {"g'day mate", memo.OpGreet},
		{"shwmae bach", memo.OpGreet}, {"hope you're well", memo.OpGreet},
		{"מה שלומך היום? אני מקווה שאת בסדר", memo.OpGreet},
		{"thanks bach", memo.OpThanks}, {"cheers bach", memo.OpThanks}, {"sweet as", memo.OpThanks},
		{"sweet as bro thanks", memo.OpThanks}, {"shiok", memo.OpThanks}, {"ta love", memo.OpThanks},
		{"nice one", memo.OpThanks}, {"cheers mate", memo.OpThanks}, {"ngā mihi", memo.OpThanks}, {"chur bro", memo.OpThanks},
		{"thanks lah", memo.OpThanks}, {"diolch", memo.OpThanks},
		{"thank you my dear", memo.OpThanks}, {"cheers pal thats magic", memo.OpThanks}, {"no worries, ta heaps", memo.OpThanks},
		{"thanks brother", memo.OpThanks}, {"Bless you child, thank you", memo.OpThanks}, {"thanks a mil hun", memo.OpThanks},
		{"שתהיי בריאה", memo.OpThanks}, {"תהיה בריא", memo.OpThanks}, {"יום טוב לך", memo.OpThanks},
		{"שבוע טוב", memo.OpThanks}, {"חג שמח", memo.OpThanks}, {"תודה, שתהיה בריא", memo.OpThanks},
	} {
		if s := plan(t, tc.text).Steps[0]; s.Operation != tc.op {
			t.Errorf("%q: %s.%s; want %s", tc.text, s.Capability, s.Operation, tc.op)
		}
	}
	for _, text := range []string{"wah so tired today sia", "eish so tired", "aiyo so tired lah"} {
		if s := plan(t, text).Steps[0]; s.Operation != memo.OpUnknown || s.General == nil || s.General.Reason != memo.ReasonFeelingLow {
			t.Errorf("%q: %s.%s; want a low mood", text, s.Capability, s.Operation)
		}
	}
	for _, tc := range []struct{ text, want string }{
		{"kia ora, remind me at 5 to feed the calves", "feed the calves"},
		{"bore da! remind me at 9 to call the vet", "call the vet"},
		{"thanks brother, remind me at 5 to call Dana", "call Dana"},
		{"חג שמח, תזכיר לי מחר ב-5 לקנות פרחים", "לקנות פרחים"},
	} {
		if got := said(plan(t, tc.text).Steps[0]); got != tc.want {
			t.Errorf("%q: read %q; want %q", tc.text, got, tc.want)
		}
	}
	for _, text := range []string{"write thanks card to Dana", "remind me to write a thanks card to Dana at 5", "remind me at 5 to buy a sweet as a gift"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpThanks || s.Operation == memo.OpGreet {
			t.Errorf("%q: read as small talk", text)
		}
	}
}

// TestDialectRequests: a request said with Scots or Jamaican spellings
// does what it says; "ma" as a mother and "Mi" as a name stay.
func TestDialectRequests(t *testing.T) {
	for _, tc := range []struct {
		text string
		op   memo.Op
		cap  memo.Capability
	}{
		{"whit's on ma tasks", memo.OpTaskGetAll, memo.CapTasks},
		{"Church service Sunday 10 o'clock put it in mi calendar", memo.OpEventCreate, memo.CapCalendar},
	} {
		if s := plan(t, tc.text).Steps[0]; s.Operation != tc.op || s.Capability != tc.cap {
			t.Errorf("%q: %s.%s; want %s.%s", tc.text, s.Capability, s.Operation, tc.cap, tc.op)
		}
	}
	for _, text := range []string{"call ma", "ring ma tonight", "call Mi", "call my brother"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpThanks || s.Capability == memo.CapTasks && said(s) != "ring ma" {
			t.Errorf("%q: %s.%s %q", text, s.Capability, s.Operation, said(s))
		}
	}
}
