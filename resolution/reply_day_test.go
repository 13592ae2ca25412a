package resolution_test

import (
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// TestPickByDay: "which one?" answered by the day of the option meant
// picks the one option on that weekday; a day with two options, or none,
// or a day said with other words, picks nothing by day.
func TestPickByDay(t *testing.T) {
	loc, _ := time.LoadLocation("Asia/Jerusalem")
	at := func(d int) *time.Time { t := time.Date(2026, 12, d, 17, 0, 0, 0, loc); return &t }
	practice := memo.Pending{Kind: memo.PendingChoose, Reason: memo.ReasonWhichEvent, Options: []memo.Option{
		{Label: "practice", IDs: []string{"a"}, When: at(2)}, // Wednesday
		{Label: "practice", IDs: []string{"b"}, When: at(4)}, // Friday
		{Label: "practice", IDs: []string{"c"}, When: at(7)}, // Monday
	}}
	for text, want := range map[string]int{
		"the friday one": 2, "friday": 2, "the one on friday": 2, "Friday.": 2, "fri": 2,
		"של שישי": 2, "זה ביום שישי": 2, "ביום שני": 3, "the monday one": 3, "wednesday": 1,
	} {
		r := resolution.ParseReply(text, practice)
		if r.Kind != resolution.ReplyPick || len(r.Picks) != 1 || r.Picks[0] != want {
			t.Errorf("%q = %+v, want pick %d", text, r, want)
		}
	}
	twoFridays := practice
	twoFridays.Options = append(append([]memo.Option{}, practice.Options...), memo.Option{Label: "practice", IDs: []string{"d"}, When: at(11)})
	for _, c := range []struct {
		text string
		p    memo.Pending
	}{
		{"the friday one", twoFridays}, // two Fridays: still which
		{"the saturday one", practice}, // none on Saturday
		{"friday at 5", practice},      // a time said: a new request, not a pick
		{"friday and monday", practice},
	} {
		if r := resolution.ParseReply(c.text, c.p); r.Kind == resolution.ReplyPick {
			t.Errorf("%q picked %+v", c.text, r)
		}
	}
}
