package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestSmallTalkSaidAlone: thanks in the tongues people mix in ("grazie
// mille", "obrigado", "arigato", "spasibo"), thanks for a deed done
// ("cheers for sorting all that"), compliments ("you are very gentle",
// "יישר כח גדול"), laughter as other tongues text it ("kkkkk", "jajaja"),
// a joke taken back ("jk lol ur a bot") and a teen's how-are-you ("wya",
// "hbu") are small talk, answered in kind; a message that holds a
// request stays that request.
func TestSmallTalkSaidAlone(t *testing.T) {
	for _, r := range []struct {
		text   string
		op     memo.Op
		reason memo.UnknownReason
	}{
		{"cheers for sorting all that, you're a star", memo.OpThanks, ""},
		{"thanks for setting it up", memo.OpThanks, ""},
		{"thanks hen", memo.OpThanks, ""},
		{"ta pet", memo.OpThanks, ""},
		{"Grazie mille, you are very gentle", memo.OpThanks, ""},
		{"obrigado!! you are the best kkkkk", memo.OpThanks, ""},
		{"obrigada", memo.OpThanks, ""},
		{"muchas gracias jajaja", memo.OpThanks, ""},
		{"arigato", memo.OpThanks, ""},
		{"spasibo", memo.OpThanks, ""},
		{"terima kasih wkwk", memo.OpThanks, ""},
		{"merci mdr", memo.OpThanks, ""},
		{"kkkk", memo.OpThanks, ""},
		{"ㅋㅋㅋ", memo.OpThanks, ""},
		{"יישר כח גדול! אתה עוזר לי מאוד", memo.OpThanks, ""},
		{"תודה רבה", memo.OpThanks, ""},
		{"אתה תותח", memo.OpThanks, ""},
		{"good bot", memo.OpThanks, ""},
		{"you're a legend", memo.OpThanks, ""},
		{"jk lol ur a bot", memo.OpUnknown, memo.ReasonReaction},
		{"ur a bot", memo.OpUnknown, memo.ReasonReaction},
		{"wya 😭", memo.OpGreet, memo.ReasonAskedHow},
		{"wyd", memo.OpGreet, memo.ReasonAskedHow},
		{"hbu?", memo.OpGreet, memo.ReasonAskedHow},
		{"so tired", memo.OpUnknown, memo.ReasonFeelingLow},
		{"מת מעייפות", memo.OpUnknown, memo.ReasonFeelingLow},
	} {
		s := plan(t, r.text).Steps[0]
		reason := memo.UnknownReason("")
		if s.General != nil {
			reason = s.General.Reason
		}
		if s.Operation != r.op || reason != r.reason {
			t.Errorf("%q: %s %q; want %s %q", r.text, s.Operation, reason, r.op, r.reason)
		}
	}
	// Near misses: a request said with thanks or praise is the request,
	// or no small talk.
	for text, op := range map[string]memo.Op{
		"thanks, remind me at 5 to call mom": memo.OpTaskCreate,
		"merci, בוצע":                        memo.OpTaskComplete,
		"תודה, תבטל את זה":                   memo.OpUndo,
		"grazie, remind me at 5 to call mom": memo.OpTaskCreate,
	} {
		if s := plan(t, text).Steps[0]; s.Operation != op {
			t.Errorf("%q: %s; want %s", text, s.Operation, op)
		}
	}
	for _, text := range []string{"you're a star, add milk", "wyd tomorrow at 5", "thanks for sorting it, now remind me at 5 to call mom"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpThanks || s.Operation == memo.OpGreet {
			t.Errorf("%q: read as small talk", text)
		}
	}
}

// TestLaughterOffTitles: laughter in any tongue's spelling at the start
// or the end of a request is no word of its title ("… kkkk", "jajaja
// …", "… ㅋㅋㅋ", "… 555"); a number after a number's word stays ("call
// 555"). A command that says where the task goes ("…, chuck it on my to
// do list", "…, put it like task") is no word of it either.
func TestLaughterOffTitles(t *testing.T) {
	checkTitles(t, []titleRow{
		{"I need remember to send my essay to the professor tomorrow at 11pm kkkk", "send my essay to the professor", memo.OpTaskCreate},
		{"make a reminder for me every tuesday and thursday at 7am for the gym kkkk", "the gym", memo.OpTaskCreate},
		{"remind me at 5 to call mom jajaja", "call mom", memo.OpTaskCreate},
		{"remind me at 5 to call mom ㅋㅋㅋ", "call mom", memo.OpTaskCreate},
		{"remind me at 5 to call mom mdr", "call mom", memo.OpTaskCreate},
		{"remind me at 5 to call mom 555", "call mom", memo.OpTaskCreate},
		{"remind me at 5 to call mom wkwkwk", "call mom", memo.OpTaskCreate},
		{"kkkk remind me at 5 to call mom", "call mom", memo.OpTaskCreate},
		{"jajaja remind me at 5 to call mom", "call mom", memo.OpTaskCreate},
		{"need to fix the woolshed door, chuck it on my to do list", "fix the woolshed door", memo.OpTaskCreate},
		{"I must to renew the passport before the end of the month, put it like task", "renew the passport", memo.OpTaskCreate},
		// Near misses: a number, a word that holds the letters.
		{"remind me at 5 to call 555", "call 555", memo.OpTaskCreate},
		{"remind me at 5 to book the kayak", "book the kayak", memo.OpTaskCreate},
		{"remind me at 5 to check www.example.com", "check www.example.com", memo.OpTaskCreate},
	})
}

// TestListAskedWithFiller: a question about a list closed by a word of
// talk ("then", "mate", "pls"), opened by thanks ("chur, …") or asked
// of "us" ("show us the list") asks of the list, never of a list called
// by those words. "what's on then" names no list, and "what's on
// tomorrow then" still asks of the day.
func TestListAskedWithFiller(t *testing.T) {
	for text, name := range map[string]string{
		"what's on the list then":          "",
		"what's on the shopping list then": "shopping",
		"what's on the list then mate":     "",
		"show us the list":                 "",
		"show us the shopping list":        "shopping",
		"give us the list":                 "",
		"show us the list then":            "",
		"chur, what's on the farm list":    "farm",
		"what's on the list pls":           "",
	} {
		s := plan(t, text).Steps[0]
		if s.Operation != memo.OpListGet || s.Lists.Name != name {
			t.Errorf("%q: %s; want the list %q", text, stepsOf([]memo.Step{s}), name)
		}
	}
	for _, text := range []string{"what's on then", "what's on tomorrow then"} {
		if s := plan(t, text).Steps[0]; s.Operation == memo.OpListGet {
			t.Errorf("%q: %s; want no list asked of", text, stepsOf([]memo.Step{s}))
		}
	}
}
