package offline_test

import (
	"context"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/offline"
)

// planOf plans text at now (Tuesday 20 January 2026, 09:00).
func planOf(t *testing.T, text string) memo.Plan {
	t.Helper()
	lang, _ := memo.DetectLanguage(text)
	p, err := offline.New().Plan(context.Background(), memo.PlanRequest{TurnID: "turn", Text: text, Lang: lang, Now: now, Loc: jerusalem})
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return p
}

// firstEvent is the first event made in p, or nil.
func firstEvent(p memo.Plan) *memo.EventDraft {
	for _, s := range p.Steps {
		if s.Operation == memo.OpEventCreate && s.Calendar != nil && len(s.Calendar.Drafts) > 0 {
			return &s.Calendar.Drafts[0]
		}
	}
	return nil
}

// TestBirthdayHeldByDay: a birthday party at a bare 10 or 11 is in the
// morning, told alone or with a request after it; at 7 to 9, or said
// with its half of the day, it is in the evening, and other parties keep
// the evening.
func TestBirthdayHeldByDay(t *testing.T) {
	for _, row := range []struct {
		text string
		h    int
	}{
		{"the birthday party for ari's friend yael is saturday at 10 put it in the calendar and remind me friday to buy a present", 10},
		{"the birthday party is saturday at 10 put it in the calendar", 10},
		{"birthday party saturday at 11", 11},
		{"מסיבת יום הולדת לנועה בשבת בעשר", 10},
		{"מסיבת יום הולדת לחבר של ארי בשבת ב-10 תכניס ליומן ותזכיר לי ביום שישי לקנות מתנה", 10},
		// Near misses: the evening stays.
		{"birthday party saturday at 8", 20}, {"birthday party saturday at 10pm", 22}, {"party saturday at 10", 22},
		{"מסיבת יום הולדת בשבת בשמונה", 20}, {"מסיבת יום הולדת בשבת בעשר בלילה", 22}, {"מסיבה בשבת בעשר", 22},
	} {
		ev := firstEvent(planOf(t, row.text))
		if ev == nil {
			t.Errorf("%q: no event", row.text)
			continue
		}
		if !ev.Start.Equal(*at(24, row.h, 0)) {
			t.Errorf("%q: %v; want Saturday at %d:00", row.text, ev.Start, row.h)
		}
	}
}

// TestRangeAtNight: "at night" said after a range of hours is the half
// of both its ends: 2 to 6 are the small hours of the day said, 11 to 1
// runs past midnight, 8 to 11 is the evening. "In the morning" after it
// keeps the morning, and a range said bare keeps the afternoon.
func TestRangeAtNight(t *testing.T) {
	for _, row := range []struct {
		text                   string
		fromD, fromH, toD, toH int
	}{
		{"יש לי שמירה מחר מ2 עד 6 בלילה", 21, 2, 21, 6},
		{"I have guard duty tomorrow from 2 to 6 at night", 21, 2, 21, 6},
		{"guard duty tomorrow from 11 to 1 at night", 21, 23, 22, 1},
		{"שמירה מחר מ11 עד 1 בלילה", 21, 23, 22, 1},
		{"משמרת מחר מ8 עד 11 בלילה", 21, 20, 21, 23},
		{"shift tomorrow from 8 to 11 at night", 21, 20, 21, 23},
		{"guard duty tonight from 2 to 6", 21, 2, 21, 6},
		// Near misses: the morning, or no half said.
		{"שמירה מחר מ2 עד 6 בבוקר", 21, 2, 21, 6},
		{"guard duty tomorrow from 2 to 6", 21, 14, 21, 18},
		{"שמירה מחר מ2 עד 6", 21, 14, 21, 18},
		{"שמירה מחר מ2 עד 6 בערב", 21, 14, 21, 18},
	} {
		ev := firstEvent(planOf(t, row.text))
		if ev == nil {
			t.Errorf("%q: no event", row.text)
			continue
		}
		if !ev.Start.Equal(*at(row.fromD, row.fromH, 0)) || !ev.End.Equal(*at(row.toD, row.toH, 0)) {
			t.Errorf("%q: %v–%v; want %d %d:00 – %d %d:00", row.text, ev.Start, ev.End, row.fromD, row.fromH, row.toD, row.toH)
		}
	}
}

// TestWakeHour: a reminder to wake or get up at a bare hour is in the
// morning; another thing to do at the same hour keeps the hour rule.
func TestWakeHour(t *testing.T) {
	for _, row := range []struct {
		text, title string
		h           int
	}{
		{"תזכ מחר ב6 לקום למילואים", "לקום למילואים", 6},
		{"תזכיר לי מחר ב6 לקום", "לקום", 6},
		{"תזכירי לי מחר בשש להתעורר", "להתעורר", 6},
		{"remind me tomorrow at 6 to wake up", "wake up", 6},
		{"remind me tomorrow at 6 to get up", "get up", 6},
		// Near misses: the hour rule.
		{"תזכיר לי מחר ב6 להשקות בפרדס", "להשקות בפרדס", 18},
		{"remind me tomorrow at 6 to water the orchard", "water the orchard", 18},
	} {
		p := planOf(t, row.text)
		if len(p.Steps) != 1 || p.Steps[0].Operation != memo.OpTaskCreate || p.Steps[0].Tasks.Drafts[0].DueDate == nil {
			t.Errorf("%q: %+v; want a reminder", row.text, p.Steps)
			continue
		}
		d := p.Steps[0].Tasks.Drafts[0]
		if !d.DueDate.Equal(*at(21, row.h, 0)) || !sameText(d.Text, row.title) {
			t.Errorf("%q: %q at %v; want %q tomorrow at %d:00", row.text, d.Text, d.DueDate, row.title, row.h)
		}
	}
}

// sameText compares a title, its first letter in either case.
func sameText(a, b string) bool {
	return a == b || len(a) > 0 && len(b) > 0 && a[1:] == b[1:] && (a[0]|0x20) == (b[0]|0x20)
}

// TestMitzvahTakesTheDay: a bar or bat mitzvah told with its day and no
// hour is an all-day event, as a birthday is; with an hour, at it; a
// thing told with a day alone that takes no day is not guessed: its hour
// is asked, or nothing is made.
func TestMitzvahTakesTheDay(t *testing.T) {
	for _, text := range []string{"בר מצווה של שמוליק ב15 לינואר", "בת מצווה של נועה ב-15 בינואר", "yoni's bar mitzvah on january 15th"} {
		ev := firstEvent(planOf(t, text))
		if ev == nil || !ev.AllDay || !ev.Start.Equal(time.Date(2026, 1, 15, 0, 0, 0, 0, jerusalem).AddDate(1, 0, 0)) && !ev.Start.Equal(time.Date(2026, 1, 15, 0, 0, 0, 0, jerusalem)) {
			t.Errorf("%q: %+v; want all day on 15 January", text, ev)
		}
	}
	if ev := firstEvent(planOf(t, "בר מצווה של שמוליק ב15 לינואר ב-8 בערב")); ev == nil || ev.AllDay || ev.Start.In(jerusalem).Hour() != 20 {
		t.Errorf("with an hour: %+v; want 20:00", ev)
	}
	for _, text := range []string{`מבחן מתכונת בתנ"ך ב-14 לדצמבר`, "parent teacher conference is on december 8th"} {
		if p := planOf(t, text); firstEvent(p) != nil && !p.Steps[0].Calendar.NeedTime {
			t.Errorf("%q: %+v; want no event guessed (its hour may be asked)", text, firstEvent(p))
		}
	}
}
