package offline

import (
	"strings"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

var (
	reDigestEN = re(`\b(?:summary|digest|brief|briefing|rundown|recap|morning (?:summary|update|message|report|overview))\b`)
	reDigestHE = re(`(?:סיכום|תקציר|עדכון|הודעת|תדריך)\s*(?:ה)?(?:בוקר|יומי)|(?:את\s+)?ה?סיכום\b|ה?תקציר\b|ה?תדריך\b`)
	reDigestVb = re(`^(?:please\s+)?(?:send|give|move|change|set|schedule|make|deliver|switch|shift|push|i want|i'?d like|can i (?:get|have)|could i (?:get|have)|get me|תשלח|שלח|תשלחי|שלחי|תעביר|תזיז|תקבע|קבע|תשנה|שנה|אני רוצה|אפשר לקבל|תעבור)\b`)

	reStopEN = re(`^(?:please\s+)?(?:stop|quit|cancel|no more)\s+(?:reminding|nagging|bugging|pinging)\s+me\s+(?:about\s+|to\s+|of\s+)?(.+)$|^(?:please\s+)?stop\s+(?:the\s+)?(.+?)\s+(?:reminders?|nudges?)$`)
	reStopHE = re(`^(?:תפסיק|תפסיקי|הפסק|די|מספיק)\s+(?:להזכיר|לנדנד|להציק)\s+(?:לי\s+)?(?:על\s+|ל|את\s+)?(.+)$`)
)

// matchDigestTime reads "send me the summary at 7:30" / "שלח לי את הסיכום
// ב-7:30": the time of the morning digest.
func matchDigestTime(m *message) ([]memo.Step, bool, error) {
	if !reDigestVb.MatchString(m.low) || !(reDigestEN.MatchString(m.low) || reDigestHE.MatchString(m.low)) {
		return nil, false, nil
	}
	r, found, err := timeparse.Parse(m.raw, startOfDay(m), m.loc())
	if err != nil {
		return nil, true, InvalidTime(m.req.Lang)
	}
	if !found || !r.HasTime {
		return nil, true, memo.Errorf(memo.EInvalid, "%s", m.say("tell me the time, e.g. “send me the summary at 7:30”", "כתוב לי שעה, למשל „שלח לי את הסיכום ב-7:30”"))
	}
	hhmm := r.Time.In(m.loc()).Format("15:04")
	return []memo.Step{{Capability: memo.CapSettings, Operation: memo.OpSetDigestTime, Settings: &memo.SettingsArgs{DigestTime: hhmm}}}, true, nil
}

// matchStopReminding reads "stop reminding me about water": it completes
// the task, which ends its reminders and nudges.
func matchStopReminding(m *message) ([]memo.Step, bool, error) {
	for _, r := range []*regexpT{reStopEN, reStopHE} {
		if g, ok := m.find(r); ok {
			target := g[1]
			if target == "" && len(g) > 2 {
				target = g[2]
			}
			names, idx := m.targets(strings.TrimSpace(target))
			return []memo.Step{taskStep(memo.OpTaskComplete, memo.TaskArgs{Targets: names, Indexes: idx})}, true, nil
		}
	}
	return nil, false, nil
}
