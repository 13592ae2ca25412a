package offline_test

import (
	"testing"

	"github.com/memo-assistant/memo"
)

// TestEmphasisTail: how much a deed matters, said after it with no pause
// ("… זה מאוד חשוב", "… זה מאוד חשובה" in a learner's gender, "… דחוף",
// "… חשוב!!", "… it's really important", "… urgent!!"), is no word of the
// title. Near misses: what someone is told or what is checked ("להגיד
// לדני זה דחוף", "לבדוק אם זה חשוב", "tell Dana it's urgent"), an
// adjective with its article inside the deed ("הדוח הדחוף", "the urgent
// report"), and a request with no deed before the word.
func TestEmphasisTail(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"תזכיר לי מחר בשעה שמונה בבוקר לשלוח דוח לבוס זה מאוד חשובה", "לשלוח דוח לבוס"},
		{"תזכיר לי מחר בשמונה לשלוח דוח לבוס זה מאוד חשוב", "לשלוח דוח לבוס"},
		{"תזכיר לי מחר בשמונה לשלוח דוח לבוס זה דחוף", "לשלוח דוח לבוס"},
		{"תזכיר לי מחר בשמונה לשלוח דוח לבוס חשוב!!", "לשלוח דוח לבוס"},
		{"תזכיר לי מחר בשמונה לשלוח דוח לבוס חשוב!! כי אני שוכחת כל הזמן", "לשלוח דוח לבוס"}, // before a reason
		{"תזכיר לי מחר בשמונה לשלוח דוח לבוס חשוב!! וואלה אני שוכחת כל הזמן", "לשלוח דוח לבוס"},
		{"תזכיר לי מחר בשמונה לשלוח דוח לבוס דחוף", "לשלוח דוח לבוס"},
		{"תזכירי לי מחר ב-9 לשלם את החשבון זה ממש חשובים", "לשלם את החשבון"},
		{"לשלם ארנונה מחר ב-9 זה דחופה", "לשלם ארנונה"},
		{"remind me tomorrow at 8 to send the report to my boss it's really important", "send the report to my boss"},
		{"remind me tomorrow at 8 to send the report to my boss urgent!!", "send the report to my boss"},
		{"remind me tomorrow at 8 to send the report to my boss super urgent", "send the report to my boss"},
		// Near misses.
		{"תזכיר לי מחר ב5 להגיד לדני שזה דחוף", "להגיד לדני שזה דחוף"},
		{"תזכיר לי מחר ב5 להגיד לדני זה דחוף", "להגיד לדני זה דחוף"},
		{"תזכיר לי מחר ב5 לבדוק אם זה חשוב", "לבדוק אם זה חשוב"},
		{"remind me tomorrow at 5 to tell Dana it's urgent", "tell Dana it's urgent"},
		{"remind me tomorrow at 5 to send the urgent report", "send the urgent report"},
		{"תזכיר לי מחר ב5 לשלוח את הדוח הדחוף", "לשלוח את הדוח הדחוף"},
	} {
		if got := stored(t, c.text); got != c.want {
			t.Errorf("%q: stored %q; want %q", c.text, got, c.want)
		}
	}
}

// TestReasonWithoutBecause: what the one a deed names has, or asked, told
// after it with no "כי" ("… לקנות פרחים לאשתי יש לה יום הולדת", "… buy
// flowers for my wife it's her birthday", "… היא ביקשה") is why, not the
// deed. "תזכיר אותי", as learners say "remind me", asks the same. Near
// misses: a clause run into "ש" is what is said ("להגיד לדני שיש לו
// פגישה"), what someone is told keeps it, a request with no deed before
// the clause is the thing, and a clause with a time keeps its time.
func TestReasonWithoutBecause(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"תזכיר אותי ביום שישי ב10 לקנות פרחים לאשתי יש לה יום הולדת", "לקנות פרחים לאשתי"},
		{"תזכיר לי ביום שישי ב10 לקנות פרחים לאשתי יש לה יום הולדת", "לקנות פרחים לאשתי"},
		{"תזכירי לי מחר ב5 להתקשר לסבא הוא ביקש", "להתקשר לסבא"},
		{"תזכיר לי מחר ב5 לקנות לילדים מחברות יש להם מבחן", "לקנות לילדים מחברות"},
		{"remind me on friday at 10 to buy flowers for my wife it's her birthday", "buy flowers for my wife"},
		{"remind me on friday at 10 to buy flowers for my wife she has her birthday", "buy flowers for my wife"},
		{"remind me tomorrow at 5 to call grandpa he asked", "call grandpa"},
		// Near misses.
		{"תזכיר לי מחר ב5 להגיד לדני שיש לו פגישה", "להגיד לדני שיש לו פגישה"},
		{"תזכיר לי מחר ב5 להגיד לדני יש לו פגישה", "להגיד לדני יש לו פגישה"},
		{"remind me tomorrow at 5 to tell mom she has a dentist appointment", "tell mom she has a dentist appointment"},
		{"תזכיר לי מחר ב5 יש לי פגישה עם דני", "יש לי פגישה עם דני"},
	} {
		if got := stored(t, c.text); got != c.want {
			t.Errorf("%q: stored %q; want %q", c.text, got, c.want)
		}
	}
}

// TestAddressAndWantLead: a word of address and "I want you to remind me"
// around a reminder of what one has ("שלום יקירה אני רוצה שתזכירי לי …
// שיש לי חוג קרמיקה … תודה רבה", "dear, I'd like you to remind me … that I
// have pottery class") make the reminder of the thing, never an event
// titled with the request.
func TestAddressAndWantLead(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"שלום יקירה אני רוצה שתזכירי לי ביום חמישי בעשר בבוקר שיש לי חוג קרמיקה במועדון תודה רבה", "חוג קרמיקה במועדון"},
		{"יקירה אני רוצה שתזכירי לי ביום חמישי בעשר בבוקר שיש לי חוג קרמיקה", "חוג קרמיקה"},
		{"מותק אני צריכה שתזכירי לי ביום חמישי בעשר בבוקר שיש לי חוג קרמיקה", "חוג קרמיקה"},
		{"נשמה תוכלי להזכיר לי ביום חמישי בעשר בבוקר שיש לי חוג קרמיקה תודה", "חוג קרמיקה"},
		{"אחי אני צריך שתזכיר לי ביום חמישי בעשר בבוקר שיש לי חוג קרמיקה", "חוג קרמיקה"},
		{"dear, I'd like you to remind me on thursday at 10 that I have pottery class", "pottery class"},
	} {
		p := plan(t, c.text)
		if s := p.Steps[0]; s.Operation != memo.OpTaskCreate || stored(t, c.text) != c.want {
			t.Errorf("%q: %s.%s %q; want the reminder %q", c.text, s.Capability, s.Operation, stored(t, c.text), c.want)
		}
	}
}
