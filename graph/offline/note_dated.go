package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// A note asked for whose content is the user's own appointment to come —
// "תרשום לי בבקשה שביום ראשון בשעה שמונה בבוקר יש לי תור לרופא עיניים",
// "תרשום שמחר בעשר אני הולך לבנק", "note that on Sunday at 8 I have the eye
// doctor", "write down that tomorrow at 10 I'm going to the bank" — is an
// event, not a memory: asked "what do I have tomorrow?", the user expects it
// there. It is read as the same telling put in the calendar ("תרשום ביומן
// ש…", "put in my calendar that …"), which the calendar's readers claim.
// Only what says a day of its own, still ahead, and tells of the user's own
// going or having ("יש לי", "אני הולך/נוסע/טס/יוצא ל…", "I have", "I'm
// going") is read so; a fact with no day ("תרשום לי שיש לי תור לרופא
// עיניים"), a day gone by ("תרשום שאתמול בעשר הייתי בבנק"), what there is
// with no one's ("תרשום שמחר ב4 יש הצגה") and another thing said with a day
// ("תרשום שהקוד מתחלף ביום ראשון") stay notes. What is said before the verb
// may be a greeting, a wrapper or a letter's opening sentences ("היי מותק
// אם אפשר תרשום לי ש…", "Dear Memo, I hope you are well. note that …",
// "sweetie, pls note that …"), but no command and no number.

var (
	// reNoteDatedHE and reNoteDatedEN are a request to write down "that …";
	// the group is what follows "that".
	reNoteDatedHE = compile(`^((?:[^\d]{0,80}?[,.!\s]\s*)?)(?:נא\s+לרשום|לרשום|תרשום|תרשמי|רשום|רשמי|תכתוב|תכתבי|כתוב|כתבי)(?:\s*(?:לי|לעצמך))?(?:\s*בבקשה)?\s+ש(\p{Hebrew}.*)$`)
	reNoteDatedEN = compile(`(?i)^((?:[^\d]{0,80}?[,.!\s]\s*)?)(?:(?:please|pls|plz|kindly)\s+)?(?:note|note\s+down|write\s+down|jot\s+down|make\s+a\s+note|take\s+a\s+note)\s+that\s+(\S.*)$`)
	// reOwnPlanHE and reOwnPlanEN open the user's own going or having.
	reOwnPlanHE = compile(`^(?:יש\s+לי|יש\s+לנו|אני\s+(?:הולך|הולכת|נוסע|נוסעת|טס|טסה|יוצא|יוצאת)|אנחנו\s+(?:הולכים|נוסעים|טסים|יוצאים))\s`)
	reOwnPlanEN = compile(`(?i)^(?:i\s+have|i'?ve\s+got|i\s+got|we\s+have|we'?ve\s+got|(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:going|heading|flying|driving))\s`)
)

// noteDated reads a note of the user's own appointment to come as that
// appointment put in the calendar (see above), or returns s as it is.
func noteDated(s string, now time.Time, loc *time.Location) string {
	for _, r := range []struct {
		re, own *pattern
		put     string
	}{
		{reNoteDatedHE, reOwnPlanHE, "תרשום ביומן ש"},
		{reNoteDatedEN, reOwnPlanEN, "put in my calendar that "},
	} {
		g := r.re.FindStringSubmatch(s)
		if g == nil {
			continue
		}
		lead, told := g[1], g[2]
		if commandIn(lead) {
			return s // "תזכיר לי תרשום ש…": the lead is a request of its own
		}
		t, found, err := timeparse.Parse(told, now, loc)
		if err != nil || !found || !t.HasDate || t.Past {
			return s
		}
		if !r.own.MatchString(lower(t.Remainder(told)) + " ") {
			return s
		}
		return lead + r.put + told
	}
	return s
}

// commandIn reports whether lead, what is said before the verb of writing,
// holds a command of its own.
func commandIn(lead string) bool {
	for _, w := range strings.Fields(lower(lead)) {
		w = strings.Trim(w, ",.!?:;")
		if heCommandVerbs[w] || heInfinitive[w] != "" || w == "remind" || w == "add" || w == "put" {
			return true
		}
	}
	return false
}
