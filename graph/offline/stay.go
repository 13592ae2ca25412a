package offline

import (
	"strings"
	"time"

	"github.com/memo-assistant/memo/graph/timeparse"
	"github.com/memo-assistant/memo/lexicon"
)

// A stay in another time zone, said in chat: "I'm in London until
// Friday", "switch me to New York time", "תעביר אותי לשעון ניו יורק",
// "אני בבנגקוק השבוע", and its end: "I'm back home", "חזרתי הביתה". The
// place is one lexicon.PlaceZone knows; the stay lasts until the end of
// the day said (in the place's zone), to the end of "this week", for "a
// week", or, said with no end, until the user says they are back.

// stay is what a message said about the user's time zone.
type stay struct {
	// Zone is the place's zone; "" with Back.
	Zone string
	// Place is the place as said, for the question that confirms it.
	Place string
	// Until ends the stay; nil for none said.
	Until *time.Time
	// Back is a return home.
	Back bool
}

var (
	// reStayEN opens a stay: "i'm in", "i am in", "i'm staying in", "i'll
	// be in … until", "switch me to … time", "change my time zone to".
	reStayEN = re(`^(?:(?:i'?m|i\s+am|im)\s+(?:now\s+)?(?:in|at|staying\s+in|traveling\s+in|travelling\s+in|visiting|over\s+in|on)\s+|` +
		`(?:switch|change|move|set|put)\s+(?:me|my\s+(?:time\s*zone|timezone|clock|time))\s+to\s+|` +
		`(?:use|go\s+by|go\s+on)\s+|my\s+(?:time\s*zone|timezone)\s+is\s+(?:now\s+)?)(.+)$`)
	// reStayHE: "אני בלונדון", "אני נמצא בלונדון", "תעביר אותי לשעון
	// לונדון", "תשנה את אזור הזמן ללונדון", "אזור הזמן שלי הוא לונדון".
	reStayHE = re(`^(?:אני\s+(?:עכשיו\s+)?(?:נמצא\s+|נמצאת\s+|נמצאים\s+|שוהה\s+)?|` +
		`(?:תעביר|תעבירי|העבר|תחליף|תחליפי|תשנה|תשני|תעבור|תעברי)\s+(?:אותי\s+|את\s+(?:אזור\s+הזמן|השעון)(?:\s+שלי)?\s+|לי\s+את\s+(?:אזור\s+הזמן|השעון)\s+)?|` +
		`אזור\s+הזמן\s+שלי\s+(?:הוא\s+)?(?:עכשיו\s+)?)(.+)$`)
	// reBack is a return home: "i'm back", "back home", "חזרתי הביתה".
	reBack = re(`^(?:(?:i'?m|i\s+am|im)\s+(?:back(?:\s+home)?|home(?:\s+again)?)|back\s+home|` +
		`(?:switch|change|move|set|put)\s+(?:me|my\s+(?:time\s*zone|timezone|clock))\s+back(?:\s+to\s+(?:my\s+)?(?:home|normal|usual)(?:\s+time)?)?|` +
		`חזרתי(?:\s+(?:הביתה|לארץ|הביתה\s+לארץ))?|אני\s+(?:שוב\s+)?(?:בבית|בארץ)|` +
		`(?:תחזיר|תחזירי|החזר)\s+(?:אותי\s+)?(?:לשעון|את\s+השעון)\s+(?:של\s+)?(?:הבית|הרגיל|שלי))[\s.!]*$`)
	// reStayEnd opens the end of a stay: "until", "till", "for", "עד".
	reStayEnd = re(`\s+(?:until|till|til|through|thru|for|עד)\s+`)
	// reStayForHE is a Hebrew length after its place: "בלונדון לשבוע".
	reStayForHE = re(`\s+ל-?((?:שבוע|שבועיים|יומיים|חודש|\d{1,2}\s+(?:ימים|לילות)))$`)
	// reStayWeek is a stay to the end of the week: "this week", "השבוע".
	reStayWeek = re(`^(?:this\s+week|the\s+(?:rest\s+of\s+the\s+)?week|השבוע|סוף\s+השבוע)$`)
	// reForPeriod is a stay of a length: "a week", "3 days", "שבוע", "שבועיים".
	reForPeriod = re(`^(?:a|one|1|two|2|three|3|four|4|five|5|six|6|seven|7|ten|10|a\s+couple\s+of)?\s*(days?|weeks?|nights?)$|^(יום|יומיים|שבוע|שבועיים|חודש|(\d{1,2})\s+(?:ימים|לילות))$`)
)

// readStay reads a stay, or a return home, from the whole of text.
func readStay(text string, now time.Time, loc *time.Location) (stay, bool) {
	low := toLower(strings.TrimRight(strings.TrimSpace(text), ".!"))
	if reBack.MatchString(low) {
		return stay{Back: true}, true
	}
	g := reStayEN.FindStringSubmatch(low)
	if g == nil {
		g = reStayHE.FindStringSubmatch(low)
	}
	if g == nil {
		return stay{}, false
	}
	rest := g[1]
	var end string
	if at := reStayEnd.FindStringIndex(rest); at != nil {
		rest, end = rest[:at[0]], strings.TrimSpace(rest[at[1]:])
	} else if g := reStayForHE.FindStringSubmatchIndex(rest); g != nil {
		rest, end = rest[:g[0]], rest[g[2]:g[3]]
	} else if w := strings.Fields(rest); len(w) > 1 && reStayWeek.MatchString(w[len(w)-1]) {
		rest, end = strings.Join(w[:len(w)-1], " "), w[len(w)-1]
	} else if len(w) > 2 && reStayWeek.MatchString(strings.Join(w[len(w)-2:], " ")) {
		rest, end = strings.Join(w[:len(w)-2], " "), strings.Join(w[len(w)-2:], " ")
	}
	zone, ok := lexicon.PlaceZone(rest)
	if !ok {
		return stay{}, false
	}
	name, _ := lexicon.PlaceName(rest)
	s := stay{Zone: zone, Place: name}
	if end == "" {
		return s, true
	}
	place, err := time.LoadLocation(zone)
	if err != nil {
		return stay{}, false
	}
	until, ok := stayEnd(end, now, loc, place)
	if !ok {
		return stay{}, false
	}
	s.Until = &until
	return s, true
}

// stayEnd reads when a stay ends: the end of the day said, of this week,
// or of a length from today, in the place's zone.
func stayEnd(end string, now time.Time, loc, place *time.Location) (time.Time, bool) {
	endOfDay := func(t time.Time) time.Time {
		y, m, d := t.Date()
		return time.Date(y, m, d, 23, 59, 0, 0, place)
	}
	today := now.In(loc)
	switch {
	case reStayWeek.MatchString(end):
		return endOfDay(today.AddDate(0, 0, 6-int(today.Weekday()))), true
	case reForPeriod.MatchString(end):
		return endOfDay(today.Add(periodOf(end))), true
	}
	r, found, err := timeparse.Parse(end, now, loc)
	if err != nil || !found || !r.HasDate || r.Past || len(r.Spans) != 1 || strings.TrimSpace(r.Remainder(end)) != "" {
		return time.Time{}, false
	}
	return endOfDay(r.Time.In(loc)), true
}

// periodOf is the length a stay of "a week", "3 days", "שבועיים" lasts.
func periodOf(s string) time.Duration {
	day := 24 * time.Hour
	g := reForPeriod.FindStringSubmatch(s)
	switch {
	case g == nil:
		return 0
	case g[3] != "":
		return time.Duration(atoiOr(g[3], 1)) * day
	case g[2] != "":
		return map[string]time.Duration{"יום": day, "יומיים": 2 * day, "שבוע": 7 * day, "שבועיים": 14 * day, "חודש": 30 * day}[g[2]]
	}
	n := 1
	for w, v := range map[string]int{"two": 2, "2": 2, "three": 3, "3": 3, "four": 4, "4": 4, "five": 5, "5": 5, "six": 6, "6": 6,
		"seven": 7, "7": 7, "ten": 10, "10": 10, "a couple of": 2} {
		if strings.HasPrefix(s, w+" ") {
			n = v
		}
	}
	if strings.HasPrefix(g[1], "week") {
		return time.Duration(n) * 7 * day
	}
	return time.Duration(n) * day
}

// atoiOr is s as a number, or or when it is none.
func atoiOr(s string, or int) int {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			return or
		}
		n = n*10 + int(c-'0')
	}
	return n
}
