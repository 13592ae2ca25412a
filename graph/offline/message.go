package offline

import (
	"strings"
	"time"
	"unicode"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
)

// message is the request being planned, with the forms matchers read.
type message struct {
	req memo.PlanRequest
	// raw is the text with outer punctuation trimmed, case kept (titles
	// come from it).
	raw string
	// low is raw in lower case with runs of spaces folded; regexps run on it.
	low string
	// tentative is set by a matcher that only guessed (see Plan.Tentative).
	tentative bool
	// cleaned is Clean of the request's text, once it is asked for.
	cleaned *Cleaned
	// greeting is greetingForm of the request's text, once it is asked for.
	greeting *string
	// lasts is the length of the event told, when it was cut from the
	// text before the text was read ("…, about an hour").
	lasts time.Duration
	// place is the street address of the event told, cut from the text
	// before it was read ("at 14 Maple st").
	place string
	// part is set when the text is one of several clauses of the message
	// (see planClause).
	part bool
	// moved is set when the words said before the command were moved after
	// it to be read ("before shabbat remind me at 5 to …", see
	// matchLateCommand): a day among them was said as when, not as the
	// deed's (see maskDeedDays).
	moved bool
}

// clean is Clean of the request's text, read once per message.
func (m *message) clean() Cleaned {
	if m.cleaned == nil {
		c := Clean(m.req.Text)
		m.cleaned = &c
	}
	return *m.cleaned
}

// greetingText is greetingForm of the request's text, read once per
// message: the small-talk readers each ask for it.
func (m *message) greetingText() string {
	if m.greeting == nil {
		g := greetingForm(m.req.Text)
		m.greeting = &g
	}
	return *m.greeting
}

func newMessage(req memo.PlanRequest) *message {
	raw := strings.TrimSpace(req.Text)
	raw = strings.TrimRight(raw, "?!.。 \t")
	raw = oneSpace(raw)
	return &message{req: req, raw: raw, low: toLower(raw)}
}

func (m *message) now() time.Time               { return m.req.Now }
func (m *message) loc() *time.Location          { return m.req.Loc }
func (m *message) numbered() *memo.NumberedList { return m.req.Numbered }

// hasWords reports whether the message holds a letter or digit at all
// (emoji-only and symbol-only messages do not).
func (m *message) hasWords() bool {
	for _, r := range m.raw {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return true
		}
	}
	return false
}

// sub returns the part of raw that the byte range [i, j) of low covers.
// low and raw have the same length for the scripts we plan (lower-casing
// Latin and Hebrew keeps byte lengths); when they differ, low is returned.
func (m *message) sub(i, j int) string {
	if len(m.low) == len(m.raw) && i >= 0 && j <= len(m.raw) && i <= j {
		return m.raw[i:j]
	}
	return m.low[i:j]
}

// find matches re against low and returns the raw text of each group
// (empty for a group that did not take part).
func (m *message) find(re *pattern) ([]string, bool) {
	loc := re.FindStringSubmatchIndex(m.low)
	if loc == nil {
		return nil, false
	}
	out := make([]string, len(loc)/2)
	for g := range out {
		if loc[2*g] >= 0 {
			out[g] = strings.TrimSpace(m.sub(loc[2*g], loc[2*g+1]))
		}
	}
	return out, true
}

// concat joins pattern sets once, at start-up, so matchers that try the
// English and the Hebrew forms range over one slice.
func concat(sets ...[]*pattern) []*pattern {
	var out []*pattern
	for _, s := range sets {
		out = append(out, s...)
	}
	return out
}

// re compiles a case-insensitive pattern anchored by the caller. RE2's \b
// knows only ASCII word characters, so it never matches after a Hebrew
// word; each \b also accepts a space, a punctuation mark that ends a word,
// or the end of the text.
func re(p string) *pattern {
	return compile(`(?i)` + strings.ReplaceAll(p, `\b`, `(?:\b|[\s:,;.!?]|$)`))
}

var (
	// userSeparated is a comma, semicolon or line break between two
	// pieces of a list: the user's own separator.
	userSeparated = compile(`[^\s,;]\s*[,;\n]\s*[^\s,;]`)
	splitComma    = compile(`(?i)\s*[,;\n]\s*|\s+(?:and|n|&|\+|plus)\s+|\s+וגם\s+`)
	// heAnd splits a Hebrew item at a glued "ו" ("חלב ולחם", "חלב ו-לחם"),
	// only before a word of at least two more letters, not right after a
	// comma (an item after a comma takes no "and": "לחם, ורדים וחלב" lists
	// roses), and not where the word with its ו is a word (see vavWord).
	heAnd = compile(`([^,;\s])\s+(ו-?)(?:את\s+)?(\p{Hebrew}{2,})`)
	// heAndNum splits "2 ו-4" and "2 ו4".
	heAndNum = compile(`\s+ו-?(?:את\s+)?(\d)`)
)

// splitVav writes the match of heAnd as two items, unless its ו belongs to
// the word ("לחם ורדים": roses).
func splitVav(m string) string {
	g := heAnd.FindStringSubmatch(m)
	if g[2] == "ו" && lexicon.HebrewWord(g[2]+g[3]) {
		return m
	}
	return g[1] + ", " + g[3]
}

// vavOff drops the "ו" that joins an item to the ones before it ("ולחם"
// after a comma), unless the ו belongs to the word ("ורדים").
func vavOff(item string) string {
	first, rest, _ := strings.Cut(item, " ")
	if _, w, ok := lexicon.PeelPrefix(first, "ו"); ok && strings.HasPrefix(first, "ו") && !strings.HasPrefix(w, "ו") {
		return strings.TrimSpace(w + " " + rest)
	}
	return item
}

// SplitItems splits "passport, charger and socks" / "חלב, לחם וביצים"
// into items, dropping empties and quotes. A list the user separated with
// commas keeps each separated piece whole ("קציצות עדשים, שקשוקה": two
// items); only an unseparated run ("חלב ביצים לחם") is read word by word.
func SplitItems(s string) []string {
	s = anForAnd(strings.TrimSpace(s)) // "milk bread an ice": "and" with its d dropped
	separated := userSeparated.MatchString(s)
	for { // matches overlap at their edges: "חלב ולחם ודבש" takes two runs
		t := heAnd.ReplaceAllStringFunc(s, splitVav)
		if t == s {
			break
		}
		s = t
	}
	s = heAndNum.ReplaceAllString(s, ", $1")
	var out []string
	pieces := splitPieces(s)
	everyVav := allJoined(pieces)
	for i, p := range pieces {
		p = strings.TrimLeft(strings.TrimSpace(p), ":;• ")        // "i need to buy : milk": the colon, spaced off its words
		p = keepGeresh(strings.TrimSpace(p), `"'“”„״.?!`)         // "קוטג'" keeps its geresh; a closing "?" is no item's
		p = trimWords(p, "and", "also", "וגם", "גם", "את", "the") // ", and milk": a list's last comma
		if i > 0 && (i == len(pieces)-1 || everyVav) {
			// "חלב, ולחם": the last is joined; a name in the middle
			// ("משה, ולדי, סמיר") keeps its ו, unless every item after
			// the first is joined so ("חלב, ולחם, וביצים").
			p = vavOff(p)
		}
		p = trimTrailingWords(p, "too", "as well", "also", "גם")
		if i == 0 {
			p = purposeLeadOff(p) // "לקנות לשבת חלות, …": the occasion, said before the first
		}
		if i == len(pieces)-1 {
			p = purposeOff(p) // "beans for brekkie", "לחם לשבת"; "יין לקידוש, עוף" keeps its own
		}
		switch {
		case p == "":
		case separated:
			out = append(out, p)
		default:
			for _, q := range splitAtCounts(p) { // "30 bottles of oil 10 kilos of sugar"
				for _, r := range splitGroceries(q) {
					if oneGrocery(r) {
						out = append(out, r) // "20 bags range cubes": an amount of one grocery
						continue
					}
					out = append(out, splitAtPlurals(r)...) // "granola bars juice boxes"
				}
			}
		}
	}
	return amountAfterItem(out) // "Castle lager, 2 cases": the amount its thing's
}

// allJoined reports whether every piece after the first opens with ו.
func allJoined(pieces []string) bool {
	for _, p := range pieces[min(1, len(pieces)):] {
		if !strings.HasPrefix(strings.TrimSpace(p), "ו") {
			return false
		}
	}
	return len(pieces) > 1
}

// reCommaOnly is a list's marks alone, without its "and"s.
var reCommaOnly = compile(`\s*[,;\n]\s*`)

// splitPieces cuts s at its commas and its "and"s (see splitComma), but
// keeps whole a piece between commas that opens with a preposition: "of
// mice and men" is a title, "of mice" no item. A piece before a comma
// joined by a short "n" or "&" alone is one thing too ("2.5mm twin n
// earth, conduit and saddles", "salt & pepper, bread"): the user's commas
// part the things, and the short join is a name's; the last piece, and a
// list with no comma ("milk n eggs"), are cut at it still.
func splitPieces(s string) []string {
	if !strings.ContainsAny(s, ",;\n") {
		return splitComma.Split(s, -1)
	}
	var out []string
	pieces := reCommaOnly.Split(s, -1)
	for i, p := range pieces {
		first, _, _ := strings.Cut(toLower(strings.TrimSpace(p)), " ")
		if titlePrepositions[first] || i < len(pieces)-1 && reShortJoin.MatchString(p) && !reLongJoin.MatchString(p) {
			out = append(out, p)
			continue
		}
		out = append(out, splitComma.Split(p, -1)...)
	}
	return out
}

var (
	// reShortJoin is the short "n" or "&" joining the words of a name.
	reShortJoin = compile(`(?i)\S\s+(?:n|&|'n'|n')\s+\S`)
	// reLongJoin is any other join of two things in one piece.
	reLongJoin = compile(`(?i)\s(?:and|plus|\+)\s`)
)

// titlePrepositions open a title of a book, a song or a film ("of mice
// and men", "for whom the bell tolls"), never an item of a list alone.
var titlePrepositions = wordSet(`of for from with about into`)

// trimWords removes any of the given leading words (case-insensitive,
// repeatedly) from s.
func trimWords(s string, words ...string) string {
	for {
		changed := false
		low := toLower(s)
		for _, w := range words {
			if strings.HasPrefix(low, w+" ") {
				s = strings.TrimSpace(s[len(w):])
				changed = true
				break
			}
			if low == w {
				return ""
			}
		}
		if !changed {
			return s
		}
	}
}

// trimTrailingWords removes any of the given trailing words from s.
func trimTrailingWords(s string, words ...string) string {
	for {
		changed := false
		low := toLower(s)
		for _, w := range words {
			if strings.HasSuffix(low, " "+w) {
				s = strings.TrimSpace(s[:len(s)-len(w)])
				changed = true
				break
			}
		}
		if !changed {
			return s
		}
	}
}

// reAroundHour is "around" and a bare hour opening a title: the time
// grammar did not read that hour ("בסביבות 8 1:1 עם דנה").
var reAroundHour = compile(`^(?:around|בסביבות)\s+\d{1,2}(?:[:.]\d{2})?\s`)

// reToTaskList is "to my tasks" closing a title: where the task goes.
// The command may be said with it, after a pause ("…, chuck it on my
// to do list", "…, put it like task"): it says where, and is no word of
// the thing.
var reToTaskList = compile(`(?i)["'”’]?(?:[,;]?\s+(?:(?:and|pls|please|just)\s+)?(?:chuck|stick|throw|put|add|pop|bung|whack|jot|write|save|note)\s+(?:it|that|this)(?:\s+down)?)?` +
	`(?:\s+(?:to|on|in|into)\s+(?:my\s+|the\s+)?(?:tasks|task\s+list|to-?dos?|to-?do\s+list|to\s+do\s+list|list\s+of\s+tasks)|\s+(?:like|as)\s+(?:a\s+)?(?:task|to-?do))$`)

// CleanTitle tidies a task or item title left after cutting commands and
// times: outer punctuation, words that only say it is a task ("to",
// "that i have to", "gotta", "שאני צריך"), a "remind me" left at the end,
// doubled spaces.
func CleanTitle(s string) string {
	s = oneSpace(s)
	s = trimOuter(s)
	for {
		loc := reTaskLead.FindStringIndex(lower(s))
		if loc == nil || loc[1] >= len(s) || reAroundHour.MatchString(lower(s)) {
			break // "around 8 1:1 with dana": an hour not read, kept for the precision check
		}
		s = strings.TrimSpace(s[loc[1]:])
	}
	s = countAfterJoint(s)
	s = reToTaskList.ReplaceAllString(s, "")
	if m := reLaughClose.FindStringSubmatchIndex(s); m != nil && !numberTakers[lower(s[m[2]:m[3]])] {
		s = s[:m[3]] // "the gym 555": the laugh closing it
	}
	if loc := reChatterAfter.FindStringIndex(lower(s)); loc != nil && loc[0] > 0 && len(lower(s)) == len(s) {
		s = dropChatterTail(s[:loc[0]]) // "stretch lol my back is dead": the thing ends where the chatter starts; "… זה מאוד חשוב וואלה …": an aside before it too
	}
	if loc := reAsideAfter.FindStringIndex(lower(s)); loc != nil && loc[0] > 0 && len(lower(s)) == len(s) {
		s = s[:loc[0]] // "call Susan on her birthday which is she'll be 52": the date was read, the remark is no deed
	}
	s = trimTrailingWords(s, "remind me", "and remind me", "please remind me", "תזכיר לי", "ותזכיר לי", "תזכירי לי",
		"too", "as well", "also", "גם", "גם כן", "instead", "במקום")
	return trimOuter(dropChatterTail(trimTitleEnd(trimOuter(trimJoinEnd(s))))) // "… urgent!! full stop": the aside once the closing word is off
}

// reChatterAfter is a laugh or a sigh inside a title with the chatter after
// it ("stretch lol my back is dead", "לעשות כביסה חחח אין לי כוח"): what
// follows is said to Memo, not the thing to do.
// An aside that opens a remark ("ngl", "tbh", "וואלה") ends it too.
// Laughter as other tongues text it ("kkkk", "jajaja", "ㅋㅋㅋ", "mdr")
// is a laugh too; "www" and "5555", which are words or numbers
// elsewhere, only when they close the title (see reLaughClose).
var reChatterAfter = compile(`\s(?:lol|lmao|lmfao|rofl|(?:ha){2,}h?|haha+|hehe+|ugh+|smh|ngl|tbh|tbf|imo|imho|omg|omfg|fml|חח+|אוף+|וואלה|ואלה|` +
	`k{3,}|(?:rs){2,}|(?:ja){2,}j?|(?:je){2,}j?|(?:wk){2,}w?|ㅋ{2,}|ㅎ{2,}|mdr|ptdr)(?:\s|[,.!]|$)`)

// reLaughClose is the Japanese "www" or the Thai "555" closing a title
// after a word ("the gym 555"); after a number's word ("call 555",
// "room 5555") it is the number.
var reLaughClose = compile(`(?i)\s(\pL+)\s+(?:w{3,}|5{3,})[!.]*$`)

// numberTakers are the words a number follows as its name.
var numberTakers = wordSet(`call dial number no num room ext extension apt unit bus route flight gate code pin line platform page chapter text ring`)

// reAsideAfter is what is left in a title of a side remark that told the
// date ("… on her birthday which is December 14th she'll be 52", "…
// ביום ההולדת שלה שזה ב-14 בדצמבר"): its opening, the date read off,
// and an independent clause after it, if any, told about someone, not
// to do.
// A relative clause that told when the thing is held is the same ("Lunch
// with the book club, which takes place every Thursday evening at 7",
// "…, שמתקיים כל יום חמישי ב-7"): the when was read, its verb is left.
var reAsideAfter = compile(`(?i)\s*[,;]?\s+(?:which\s+is|which'?s|which’s|that'?s|that’s|that\s+is|which\s+falls|which\s+will\s+be|` +
	`(?:which|that)\s+(?:takes\s+place|take\s+place|happens|is\s+held|are\s+held|meets|runs|is\s+on|will\s+take\s+place|is\s+happening))(?:\s+(?:on|in|at))?` +
	`(?:\s+(?:she|he|it|they|we|i|you)(?:'ll|'s|'re|'m|’ll|’s|’re|’m|\s+will|\s+is|\s+are|\s+was|\s+turns|\s+turned)\s.*)?[.!]*$|` +
	`\s+ש(?:זה|זו|הוא|היא|יוצא)(?:\s+(?:ב|ביום))?(?:\s+(?:היא|הוא|הם|זה)\s.*)?[.!]*$|` +
	`(?:\s*,\s*|\s+)ש(?:מתקיים|מתקיימת|מתקיימים|מתקיימות|נערך|נערכת|נערכים|נפגש|נפגשת|נפגשים|יתקיים|תתקיים)[.!]*$`)

// startOfDay is midnight of today in the user's zone.
func startOfDay(m *message) time.Time {
	y, mo, d := m.now().In(m.loc()).Date()
	return time.Date(y, mo, d, 0, 0, 0, 0, m.loc())
}

// repeatClock is the "now" a repeating time is read against: just before
// 06:00 today. The hour is read as said, not moved past a time of day
// that already passed, and a bare 1–5 is the afternoon ("every friday at
// 2" is 14:00); 6–12 stay morning ("every weekday at 6:15").
func repeatClock(m *message) time.Time {
	return startOfDay(m).Add(5*time.Hour + 59*time.Minute)
}

// joinEnds are the words that join a reason to a title: when the reason
// was cut, they go with it. "להתקשר לנכדה שלי כי" is "להתקשר לנכדה שלי".
// A title left ending with a word that wants what follows it ("with",
// "עם", "of", "של", "ו") is no title: reDangling declines it.
var joinEnds = []string{"because", "cause", "'cause", "cuz", "coz", "bc", "כי", "שכן", "מפני ש", "בגלל ש", "מכיוון ש"}

// trimJoinEnd takes the joining words of a cut reason (see joinEnds) off
// the end of a title, and the pause before them; a title of nothing else
// is kept.
func trimJoinEnd(s string) string {
	for {
		t := strings.TrimRight(trimTrailingWords(s, joinEnds...), " ,;:-–—")
		if t == s || t == "" {
			return s
		}
		s = t
	}
}
