package offline

import (
	"fmt"
	"strings"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// A reminder's bare hour said after a thing told with its hour and part
// of the day ("יוצא לים מחר ב4 לפנות בוקר תזכיר לי ב3 וחצי", "heading
// out at 5am tomorrow, remind me at 4:30") is a reminder before the
// thing: of the hour's two halves it is the later one not after the
// thing's hour (03:30 before 04:00, not 15:30), as an hour before an event
// is (hourOnDay). Where neither half comes before the thing ("… at 5am,
// remind me at 6"), which was meant is not guessed. An hour said with its
// half ("at 6pm", "ב-5 אחה"צ", "16:00") is read as said.

// rePartWords are the words of a part of the day, which say its half but
// no hour: what is left of the thing's time once they are taken off says
// whether it had an hour of its own.
var rePartWords = compile(`(?i)\b(?:in\s+the\s+)?(?:morning|evening|afternoon|night|tonight)\b|(?:^|\s)(?:לפנות\s+)?(?:בבוקר|בוקר|בערב|ערב|בלילה|לילה|בצהריים|צהריים|אחה"צ|אחה״צ)(?:\s|$)`)

// toldHourFit is how a reminder's bare hour fits the hour of the thing
// told before it.
type toldHourFit int

const (
	// fitNone: the thing has no hour of its own, or the reminder's hour
	// is said with its half; the hour is read as said.
	fitNone toldHourFit = iota
	// fitBefore: one half of the hour comes before the thing's hour.
	fitBefore
	// fitUnclear: neither half comes before the thing's hour.
	fitUnclear
)

// hourBeforeTold writes the bare hour rest's time (restT) says as the
// half of it that comes before the hour the thing told in ctx (ctxT)
// says with its half: "at 4:30" before "at 5am" is "at 04:30", "ב3
// וחצי" before "ב4 לפנות בוקר" is "ב-03:30".
func hourBeforeTold(ctx string, ctxT timeparse.Result, rest string, restT timeparse.Result) (string, toldHourFit) {
	if !ctxT.HasTime || ctxT.HasEnd || !restT.HasTime || restT.HasDate || restT.HasEnd || len(restT.Spans) != 1 {
		return rest, fitNone
	}
	told := ctxT.Time
	if ambiguousHour(ctx, told.Hour()) {
		return rest, fitNone // "dinner at 8": its own half is not said either
	}
	if bare, found, _ := parseAnyDay(rePartWords.ReplaceAllString(ctx, " ")); !found || !bare.HasTime {
		return rest, fitNone // "tomorrow morning …, remind me at 9:15": a part of the day, no hour of the thing
	}
	sp := restT.Spans[0]
	said := rest[sp[0]:sp[1]]
	h, mm := restT.Time.Hour(), restT.Time.Minute()
	if !ambiguousHour(said, h) {
		return rest, fitNone
	}
	at := told.Hour()*60 + told.Minute()
	h = h % 12
	switch {
	case (h+12)*60+mm <= at:
		h += 12
	case h*60+mm <= at:
	default:
		return rest, fitUnclear
	}
	clock := fmt.Sprintf("%02d:%02d", h, mm)
	switch low := lower(said); {
	case strings.HasPrefix(low, "at "):
		clock = "at " + clock
	case strings.HasPrefix(low, "ב"):
		clock = "ב-" + clock
	}
	return rest[:sp[0]] + clock + rest[sp[1]:], fitBefore
}
