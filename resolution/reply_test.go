package resolution_test

import (
	"slices"
	"testing"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

func choose(multi bool, labels ...string) memo.Pending {
	p := memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichTask, AllowMultiple: multi}
	for _, l := range labels {
		p.Options = append(p.Options, memo.Option{Label: l, IDs: []string{l}})
	}
	return p
}

var (
	confirm = memo.Pending{Kind: memo.PendingConfirm, Reason: memo.ReasonConfirmDelete}
	missing = memo.Pending{Kind: memo.PendingMissing, Reason: memo.ReasonMissingTaskText}
	three   = choose(true, "send report to Yossi", "send invoice to Yossi", "call mom")
	two     = choose(true, "לקנות מתנה לאמא", "לקנות מתנה לאבא")
	twoEN   = choose(true, "buy milk", "buy bread")
	five    = choose(true, "a1", "b2", "c3", "d4", "e5")
	single  = choose(false, "send report to Yossi", "send invoice to Yossi", "call mom")
	one     = choose(false, "call mom")
	// conflict is a memory conflict: replace the stored one, or keep both.
	conflict = memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonMemoryConflict, AllowMultiple: true,
		Options: []memo.Option{{Label: "my bike lock code is 415", IDs: []string{"m1"}}, {Label: "the bike lock code is 514"}}}
)

func TestParseReply(t *testing.T) {
	const (
		unrelated = resolution.ReplyUnrelated
		pick      = resolution.ReplyPick
		all       = resolution.ReplyAll
		cancel    = resolution.ReplyCancel
		yes       = resolution.ReplyYes
		no        = resolution.ReplyNo
		text      = resolution.ReplyText
		invalid   = resolution.ReplyInvalid
	)
	tests := []struct {
		text  string
		p     memo.Pending
		kind  resolution.ReplyKind
		picks []int
	}{
		// A memory conflict answered by the words of its options.
		{"replace", conflict, pick, []int{1}},
		{"Replace it", conflict, pick, []int{1}},
		{"תחליף", conflict, pick, []int{1}},
		{"keep both", conflict, pick, []int{2}},
		{"שניהם", conflict, pick, []int{2}},
		{"2", conflict, pick, []int{2}},

		// Choose: numbers.
		{"2", three, pick, []int{2}},
		{"#2", three, pick, []int{2}},
		{" 2. ", three, pick, []int{2}},
		{"1,3", three, pick, []int{1, 3}},
		{"1 3", three, pick, []int{1, 3}},
		{"3 1 3", three, pick, []int{1, 3}},
		{"1-3", three, pick, []int{1, 2, 3}},
		{"3-1", three, pick, []int{1, 2, 3}},
		{"2 to 5", five, pick, []int{2, 3, 4, 5}},
		{"1 and 3", three, pick, []int{1, 3}},
		{"2 ו-3", three, pick, []int{2, 3}},
		{"2 ו3", three, pick, []int{2, 3}},
		{"1, 2 ו-3", three, pick, []int{1, 2, 3}},
		{"1 עד 3", three, pick, []int{1, 2, 3}},
		{"option 2", three, pick, []int{2}},
		{"Option one", three, pick, []int{1}},
		{"אפשרות 2", three, pick, []int{2}},
		{"number 2", three, pick, []int{2}},
		{"number 2 thanks", three, pick, []int{2}},
		{"מספר 2", three, pick, []int{2}},
		{"מס' 3", three, pick, []int{3}},
		{"2 please", three, pick, []int{2}},
		{"2 בבקשה", three, pick, []int{2}},
		{"את ה-2", three, pick, []int{2}},
		{"２", three, pick, []int{2}},
		{"\u200F2\u200F", three, pick, []int{2}},
		// Choose: ordinals.
		{"the second", three, pick, []int{2}},
		{"the 2nd", three, pick, []int{2}},
		{"2nd", three, pick, []int{2}},
		{"the 2nd one", three, pick, []int{2}},
		{"first", three, pick, []int{1}},
		{"The third one please", three, pick, []int{3}},
		{"the last one", three, pick, []int{3}},
		{"last", two, pick, []int{2}},
		{"the first and the third", three, pick, []int{1, 3}},
		{"yes, the first", three, pick, []int{1}},
		{"no, the second", three, pick, []int{2}},
		{"ראשון", three, pick, []int{1}},
		{"הראשונה", three, pick, []int{1}},
		{"השני", three, pick, []int{2}},
		{"את השני", three, pick, []int{2}},
		{"השנייה בבקשה", three, pick, []int{2}},
		{"שלישי", three, pick, []int{3}},
		{"החמישית", five, pick, []int{5}},
		{"האחרון", three, pick, []int{3}},
		{"האחרונה", two, pick, []int{2}},
		{"הראשון והשלישי", three, pick, []int{1, 3}},
		{"שתיים", three, pick, []int{2}},
		// Choose: all and cancel.
		{"all", three, all, nil},
		{"both", two, all, nil},
		{"All of them", three, all, nil},
		{"delete both", twoEN, all, nil},
		{"כולם", three, all, nil},
		{"כולן", two, all, nil},
		{"שניהם", two, all, nil},
		{"שתיהן", two, all, nil},
		{"הכל", three, all, nil},
		{"את כולם", three, all, nil},
		{"תמחק את שניהם", two, all, nil},
		{"both", choose(false, "a", "b"), invalid, nil},
		{"all", one, all, nil},
		{"cancel", three, cancel, nil},
		{"none", three, cancel, nil},
		{"neither", two, cancel, nil},
		{"never mind", three, cancel, nil},
		{"stop", three, cancel, nil},
		{"no", three, cancel, nil},
		{"none of them", three, cancel, nil},
		{"ביטול", three, cancel, nil},
		{"בטל", three, cancel, nil},
		{"לא", three, cancel, nil},
		{"עזוב", three, cancel, nil},
		{"אף אחד", three, cancel, nil},
		{"שום דבר", three, cancel, nil},
		{"לא משנה", three, cancel, nil},
		// Choose: by label.
		{"invoice", three, pick, []int{2}},
		{"the invoice one", three, pick, []int{2}},
		{"the one for mom", three, pick, []int{3}},
		{"לאבא", two, pick, []int{2}},
		{"את זה של אמא", two, pick, []int{1}},
		{"buy milk", twoEN, pick, []int{1}},
		{"send to yossi", three, unrelated, nil},
		// Choose: invalid.
		{"7", two, invalid, nil},
		{"0", three, invalid, nil},
		{"the fifth", three, invalid, nil},
		{"1-9", three, invalid, nil},
		{"99999999999", three, invalid, nil},
		{"1,3", single, invalid, nil},
		{"1 and 2", single, invalid, nil},
		{"2", single, pick, []int{2}},
		{"option", three, invalid, nil},
		{"?", three, invalid, nil},
		{"", three, invalid, nil},
		{" \u200F ", three, invalid, nil},
		// Choose: new requests.
		{"remind me tomorrow to call mom", three, unrelated, nil},
		{"show my lists", three, unrelated, nil},
		{"remind me at 5 to call", three, unrelated, nil},
		{"buy 2 milks", three, unrelated, nil},
		{"at 17:30", three, unrelated, nil},
		{"2:30", three, unrelated, nil},
		{"מה המשימות שלי", three, unrelated, nil},
		{"תזכיר לי מחר ב-5 להתקשר לאמא", three, unrelated, nil},
		{"cancel 2", three, unrelated, nil},
		{"thanks", three, unrelated, nil},
		// Choose: yes with one option.
		{"yes", one, yes, nil},
		{"כן", one, yes, nil},
		// Confirm.
		{"yes", confirm, yes, nil},
		{"Y", confirm, yes, nil},
		{"yeah sure", confirm, yes, nil},
		{"ok", confirm, yes, nil},
		{"okay, go ahead", confirm, yes, nil},
		{"do it", confirm, yes, nil},
		{"yes please delete them", confirm, yes, nil},
		{"confirm", confirm, yes, nil},
		{"send", confirm, yes, nil},
		{"👍", confirm, yes, nil},
		{"no problem", confirm, yes, nil},
		{"כן", confirm, yes, nil},
		{"כ", confirm, yes, nil},
		{"כן בבקשה", confirm, yes, nil},
		{"בטח", confirm, yes, nil},
		{"בטוח", confirm, yes, nil},
		{"אישור", confirm, yes, nil},
		{"מאשרת", confirm, yes, nil},
		{"יאללה", confirm, yes, nil},
		{"סבבה", confirm, yes, nil},
		{"שלח", confirm, yes, nil},
		{"no", confirm, no, nil},
		{"No!", confirm, no, nil},
		{"n", confirm, no, nil},
		{"nope", confirm, no, nil},
		{"cancel", confirm, no, nil},
		{"stop", confirm, no, nil},
		{"don't", confirm, no, nil},
		{"please don't", confirm, no, nil},
		{"no, remind me tomorrow instead", confirm, no, nil},
		{"yes no", confirm, no, nil},
		{"לא", confirm, no, nil},
		{"ל", confirm, no, nil},
		{"ביטול", confirm, no, nil},
		{"בטל", confirm, no, nil},
		{"עזוב", confirm, no, nil},
		{"אל תמחק", confirm, no, nil},
		{"לא, תודה", confirm, no, nil},
		{"remind me to call mom", confirm, unrelated, nil},
		{"ok remind me tomorrow to call mom", confirm, unrelated, nil},
		{"delete them", confirm, unrelated, nil},
		{"2", confirm, unrelated, nil},
		{"", confirm, invalid, nil},
		// Missing.
		{"buy milk", missing, text, nil},
		{"cancel", missing, cancel, nil},
		{"never mind", missing, cancel, nil},
		{"ביטול", missing, cancel, nil},
		{"עזוב", missing, cancel, nil},
		// Deleting what is asked about, or saying it is not needed, drops
		// the question; a deletion of something named is a request.
		{"delete it", missing, cancel, nil},
		{"remove that please", missing, cancel, nil},
		{"תמחק אותה", missing, cancel, nil},
		{"תמחקי את זה", missing, cancel, nil},
		{"no need", missing, cancel, nil},
		{"לא צריך", missing, cancel, nil},
		{"don't bother", missing, cancel, nil},
		{"delete the dentist", missing, text, nil},
		{"delete 2", missing, text, nil},
		{"תמחק את החלב", missing, text, nil},
		{"לא צריך לקנות חלב", missing, text, nil},
		{"done it", missing, text, nil},
		{"", missing, invalid, nil},
		{"\u200F \u200E", missing, invalid, nil},
		// Unknown kind.
		{"2", memo.Pending{Kind: "other"}, unrelated, nil},
	}
	for _, tt := range tests {
		got := resolution.ParseReply(tt.text, tt.p)
		if got.Kind != tt.kind || !slices.Equal(got.Picks, tt.picks) {
			t.Errorf("ParseReply(%q, %s with %d options) = %v %v, want %v %v",
				tt.text, tt.p.Kind, len(tt.p.Options), got.Kind, got.Picks, tt.kind, tt.picks)
		}
	}
}

func TestParseReplyText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"  buy milk \n", "buy milk"},
		{"\u200Fלקנות חלב\u200F", "לקנות חלב"},
		{"לא לשכוח את המפתחות", "לא לשכוח את המפתחות"},
		{"17:30", "17:30"},
		{"no milk today", "no milk today"},
	}
	for _, tt := range tests {
		got := resolution.ParseReply(tt.in, missing)
		if got.Kind != resolution.ReplyText || got.Text != tt.want {
			t.Errorf("ParseReply(%q, missing) = %v %q, want text %q", tt.in, got.Kind, got.Text, tt.want)
		}
	}
}

func TestReplyKindString(t *testing.T) {
	want := []string{"unrelated", "pick", "all", "cancel", "yes", "no", "text", "invalid"}
	for k, w := range want {
		if got := resolution.ReplyKind(k).String(); got != w {
			t.Errorf("ReplyKind(%d).String() = %q, want %q", k, got, w)
		}
	}
	if got := resolution.ReplyKind(42).String(); got != "ReplyKind(42)" {
		t.Errorf("ReplyKind(42).String() = %q", got)
	}
}
