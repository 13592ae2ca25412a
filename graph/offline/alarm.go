package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// Alarms: "wake me up at 6", "set an alarm for 5:45", "תעיר אותי מחר
// ב-6", "תשים לי שעון מעורר לשש וחצי". An alarm is a reminder to wake up,
// and its hour is a morning hour unless the user says otherwise: nobody
// asks to be woken at 18:00 by saying "6".

var (
	reAlarmEN = compile(`(?i)^(?:(?:set|put|make)\s+(?:me\s+)?(?:an?\s+)?(?:alarm|wake[\s-]?up(?:\s+call)?)|wake\s+me(?:\s+up)?|` +
		`(?:i\s+need\s+|i\s+want\s+)?(?:an?\s+)?(?:alarm|wake[\s-]?up\s+call))(?:\s+(?:clock))?(?:\s+(?:for|at|to|on))?\s+(.+)$`)
	reAlarmHE = compile(`^(?:(?:תעיר|תעירי|להעיר)\s+אותי|(?:תשים|תשימי|תקבע|תקבעי|תכוון|תכווני|תכין|תכיני)\s+(?:לי\s+)?(?:שעון\s+)?(?:מעורר|השכמה)|` +
		`(?:שעון\s+)?מעורר|השכמה)\s+(.+)$`)
	// reAlarmLastEN and reAlarmLastHE are the same said with the time
	// first: "tomorrow at 7 wake me up", "מחר בשבע תעיר אותי".
	// A purpose may follow ("tomorrow at 5am wake me up for my flight"):
	// group 2.
	reAlarmLastEN = compile(`(?i)^(.+?),?\s+(?:please\s+)?(?:wake\s+me(?:\s+up)?|set\s+(?:an?\s+)?alarm)(?:\s+please)?(\s+(?:for|to)\s+\S.*)?$`)
	reAlarmLastHE = compile(`^(.+?),?\s+(?:תעיר|תעירי|להעיר)\s+אותי(?:\s+בבקשה)?$`)
	// reEveningWords keep an alarm's hour in the afternoon or evening.
	reEveningWords = compile(`(?i)(?:\d|\b)(?:pm|p\.m)\b|\b(?:evening|afternoon|tonight|night)\b|בערב|בלילה|אחה"צ|אחה״צ|אחר\s+הצהריים|בצהריים`)
)

// matchAlarm reads a request to be woken.
func matchAlarm(m *message) ([]memo.Step, bool, error) {
	g := reAlarmEN.FindStringSubmatch(m.raw)
	title := "Wake up"
	if g == nil {
		if g = reAlarmLastEN.FindStringSubmatch(m.raw); g != nil {
			g[1] += g[2] // "tomorrow at 5am … for my flight"
		}
	}
	if g == nil {
		g = reAlarmHE.FindStringSubmatch(m.raw)
		title = "להתעורר"
	}
	if g == nil {
		g = reAlarmLastHE.FindStringSubmatch(m.raw)
	}
	if g == nil {
		return nil, false, nil
	}
	rc, rest, err := m.readRecurrence(g[1])
	if err != nil {
		return nil, true, err
	}
	when := strings.TrimSpace(rest)
	if !strings.HasPrefix(when, "לפני") {
		when, _ = atForm(when) // "לשש וחצי": for half past six
	}
	if reBareNumber.MatchString(when) {
		when = "at " + when
	}
	ref := m.now()
	if rc.rec != nil {
		ref = startOfDay(m)
	}
	r, found, err := timeparse.Parse(when, ref, m.loc())
	if err != nil {
		return nil, true, invalidTime(m, err)
	}
	if !found || !r.HasTime || !onlyConnectives(r.Remainder(when)) {
		// "תעיר אותי ב-1:45 בלילה לשמירה", "wake me up at 5 for my
		// flight": the words left may say what the wake-up is for.
		said := toAtAll(strings.TrimSpace(rest)) // "לשמירה לשש וחצי": the purpose keeps its ל
		if said != "" && said[0] >= '0' && said[0] <= '9' {
			said = "at " + said // "5 for my flight"
		}
		pr, ok, err := timeparse.Parse(said, ref, m.loc())
		purpose := ""
		if err == nil && ok && pr.HasTime {
			purpose = wakePurpose(pr.Remainder(said), said)
		}
		if purpose == "" {
			return nil, false, nil
		}
		r, when, title = pr, said, purpose
	}
	at := r.Time.In(m.loc())
	if !reEveningWords.MatchString(when) && at.Hour() >= 12 && ambiguousHour(when, at.Hour()) {
		// The grammar read "6" as 18:00 because 06:00 had passed or for a
		// day ahead; an alarm means the morning.
		am := at.Add(-12 * time.Hour)
		if am.Before(m.now()) && !r.HasDate {
			am = am.AddDate(0, 0, 1)
		}
		at = am
	}
	d := memo.TaskDraft{Text: title, Recurrence: rc.rec}
	if rc.rec != nil {
		if rc.rec.Type == memo.RecurNudge {
			return nil, false, nil
		}
		rc.rec.Time = at.Format("15:04")
	} else {
		if at.Before(m.now().Add(-time.Minute)) {
			return nil, true, pastTime(m)
		}
		d.DueDate = &at
	}
	return []memo.Step{taskStep(memo.OpTaskCreate, memo.TaskArgs{Drafts: []memo.TaskDraft{d}})}, true, nil
}
