package forward

import (
	"regexp"
	"strings"
	"time"
	"unicode"

	"github.com/memo-assistant/memo/graph/timeparse"
)

// name is a run of words a title or a place is made of: it may hold the
// dot of an abbreviation ("Dr. Cohen") but ends at any other stop.
const name = `(?:(?:[Dd]r|[Mm]rs?|[Mm]s|[Pp]rof|[Ss]t)\.\s?|[^,.;:!?\n(])+?`

// enEnd and heEnd end a title: the words that start its time or place.
const (
	enEnd = `(?:\s+(?:on|at|is|has|have|will|this|next|tomorrow|today|from|starting|in|for|scheduled|confirmed|with\s+us)\b|\s*[,.;:!?\n(]|\s+\d|$)`
	heEnd = `(?:\s+(?:ב?יום|בתאריך|בשעה|ב-?\d|ה-?\d|ל-?\d|שיתקיים|שתתקיים|יתקיים|תתקיים|ייערך|תיערך|במרפאת|במרפאה|בסניף|בכתובת|באולם|בגן|ברחוב|ברח['׳]|אושר|אושרה|נקבע|נקבעה|מחר|היום|הקרוב|הבא|בשבוע)(?:\s|$)|\s*[,.;:!?\n(]|\s+\d|$)`
)

// titleRules find the title, best first; the first group is the title,
// and prefix is put before it.
var titleRules = []struct {
	re     *regexp.Regexp
	prefix string
	// dropL drops the ל a Hebrew invitation puts before what it is to;
	// asSaid keeps the words as written (a possessive's "30th" is no day).
	dropL, asSaid bool
}{
	{re: regexp.MustCompile(`(?i)\bappointment\s+(with\s+` + name + `|at\s+[A-Z]` + name + `)` + enEnd), prefix: "Appointment "},
	{re: regexp.MustCompile(`\b((?:[A-Z][\p{L}]*\s+(?:and|&)\s+)?[A-Z][\p{L}]*['’]s\s+(?:\d+\w*\s+)?(?i:wedding|birthday(?:\s+party)?|party|bar\s+mitzvah|bat\s+mitzvah|engagement|graduation|housewarming|baby\s+shower|bris|brit|recital|game|show))\b`), asSaid: true},
	{re: regexp.MustCompile(`(?i)\byou(?:'re|’re|\s+are)\s+(?:cordially\s+|warmly\s+)?invited\s+to\s+(?:the\s+|a\s+|an\s+)?(` + name + `)` + enEnd)},
	{re: regexp.MustCompile(`(?i)\byour\s+((?:[\p{L}-]+\s+){0,3}?(?:appointment|visit|check-?up|cleaning|consultation|test|exam|session|class|lesson|interview)(?:\s+(?:appointment|visit))?)\b`)},
	{re: regexp.MustCompile(`(?i)\b((?:reservation|table|booking)\s+at\s+[A-Z]` + name + `)` + enEnd)},
	{re: regexp.MustCompile(`\b((?i:flight)\s+[A-Z0-9]{2}\s?\d{2,4}(?:\s+to\s+[A-Z][\p{L}]+(?:\s+[A-Z][\p{L}]+)?)?)`)},
	{re: regexp.MustCompile(`(?i)\b((?:parent[-\s]teacher\s+(?:meeting|conference)|(?:[\p{L}]+\s+){0,2}(?:meeting|conference|interview|ceremony|webinar|workshop)(?:\s+with\s+` + name + `)?))` + enEnd)},
	{re: regexp.MustCompile(`(תור\s+(?:ל|אצל\s+)` + name + `)` + heEnd)},
	{re: regexp.MustCompile(`(?:הנכם|הנך|אתם|אתן|את|אתה)\s+מוזמנ\S*\s+(ל` + name + `)` + heEnd), dropL: true},
	{re: regexp.MustCompile(`((?:אסיפת\s+הורים|ישיבת\s+|פגישה\s+עם\s+|פגישת\s+|ה?חתונה\s+של\s+|חתונת\s+|מסיבת\s+|יום\s+ה?הולדת|בר[-\s]מצו?וה|בת[-\s]מצו?וה|ברית\s+|טקס\s+|ראיון\s+|בדיקת\s+|טיסה\s+)(?:` + name + `)?)` + heEnd)},
}

// greeting opens a message without saying what it is about.
var (
	reGreeting = regexp.MustCompile(`(?i)^(?:hi|hello|hey|dear|good\s+(?:morning|afternoon|evening)|reminder|notice|שלום(?:\s+רב)?|היי|הי|תזכורת|הודעה|לקוח\s+יקר|לקוחה\s+יקרה|מטופל\s+יקר|מטופלת\s+יקרה)\b[^,:!\n]{0,25}[,:!]\s*`)
	reTrailing = regexp.MustCompile(`(?i)(?:\s+(?:on|at|for|the|is|ב|ביום|בתאריך|בשעה|של))+$`)
)

// title is who or what the text is about.
func title(text string, now time.Time, loc *time.Location) string {
	for _, rule := range titleRules {
		g := rule.re.FindStringSubmatch(text)
		if g == nil {
			continue
		}
		t := strings.TrimSpace(g[1])
		if rule.dropL {
			t = strings.TrimPrefix(t, "ל")
		}
		if rule.asSaid {
			return capital(t)
		}
		if t = tidy(rule.prefix+t, now, loc); t != "" {
			return capital(t)
		}
	}
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(reGreeting.ReplaceAllString(strings.TrimSpace(line), ""))
		if i := strings.IndexAny(line, ",;!?"); i > 0 {
			line = line[:i]
		}
		if t := tidy(line, now, loc); t != "" {
			return capital(t)
		}
	}
	return "Forwarded message"
}

// tidy takes the dates and times out of t, the words left hanging after
// them, and clips it.
func tidy(t string, now time.Time, loc *time.Location) string {
	if res, found, _ := timeparse.Parse(t, now, loc); found {
		t = res.Remainder(t)
	}
	t = strings.Join(strings.Fields(t), " ")
	t = strings.Trim(reTrailing.ReplaceAllString(t, ""), " -–—:.,")
	if r := []rune(t); len(r) > MaxTitleRunes {
		t = strings.TrimSpace(string(r[:MaxTitleRunes-1])) + "…"
	}
	return t
}

// capital starts t with a capital letter (Hebrew has none).
func capital(t string) string {
	r := []rune(t)
	if len(r) > 0 && unicode.IsLower(r[0]) {
		r[0] = unicode.ToUpper(r[0])
	}
	return string(r)
}
