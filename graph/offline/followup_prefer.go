package offline

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/graph/timeparse"
)

// A new time for the item in focus said as what would suit better rather
// than as an order: "4 would be better", "three o'clock would suit
// better", "actually 4pm works better for me", "better at 4", "עדיף
// בשש", "יותר טוב בחמש", "בשש עדיף לי". A word of tone may open it
// ("aiyo sorry actually is 4pm lah") and a why may follow after a pause
// ("אולי עדיף בעשר, היא ישנה מאוחר"). The verb of reminding may open it
// ("תזכיר ב7:30 עדיף", "remind me at 7:30 better"), and "instead" may
// close a time said alone ("7:30 instead", "ב7:30 במקום"): the reminder in
// focus moves, no new one is made of the word. Only a time is so said: "4 would
// be better than nothing" is no such change, nor is a why that names a
// time or another item.

var (
	// rePreferEN is a time with the words that prefer it, before or after.
	rePreferEN = compile(`^(?:at\s+)?(.+?)\s+(?:(?:would|will|might|could|should)\s+)?(?:be\s+|suit\s+|suits\s+|work\s+|works\s+|is\s+|'d\s+be\s+)?` +
		`(?:(?:me|us)\s+)?(?:(?:much|way|a\s+lot|a\s+bit|probably)\s+)?(?:better|preferable|ideal|best)(?:\s+for\s+(?:me|us|her|him|them|everyone))?$|` +
		`^(?:better|preferably|ideally|rather)\s+(?:at\s+)?(.+)$`)
	// rePreferHE is the same in Hebrew: "עדיף בשש", "בשש יותר טוב לי".
	rePreferHE = compile(`^(?:עדיף|יותר\s+טוב|מתאים\s+יותר|יותר\s+מתאים|נוח\s+יותר|יותר\s+נוח)(?:\s+(?:לי|לנו|לה|לו|להם))?\s+(?:ש?(?:זה\s+)?(?:יהיה|יהיו)\s+)?(.+)$|` +
		`^(.+?)\s+(?:עדיף|יותר\s+טוב|מתאים\s+יותר|יותר\s+מתאים|נוח\s+יותר|יותר\s+נוח)(?:\s+(?:לי|לנו|לה|לו|להם))?$`)
	// reRemindLead is the verb of reminding said before a preferred time,
	// with no thing to remind of: "תזכיר ב7:30 עדיף".
	reRemindLead = compile(`^(?:(?:remind|ping)(?:\s+me)?|(?:תזכיר|תזכירי|תזכרי)(?:\s+לי)?)\s+`)
	// reInsteadTime is a time and "instead" after it: "7:30 instead",
	// "ב7:30 במקום". Groups: the time.
	reInsteadTime = compile(`^(?:at\s+)?(.+?)\s+(?:instead|rather|במקום(?:\s+זה)?)$`)
	// reStatedAgain is a time stated after "actually" with no "it":
	// "actually is 4pm".
	reStatedAgain = compile(`^is\s+(.+)$`)
)

// preferTone are the words of tone a preference may open or close with:
// "aiyo", "sorry", "actually", "maybe", "lah", "אולי", "בעצם".
var preferTone = wordSet(`aiyo aiyoh aiya aiyah alamak oops sorry hmm hm um umm ok okay oh nah no yeah so ah eh well actually
	maybe perhaps hmmm lah la leh lor pls please then instead
	thanks thx ty
	אולי בעצם סליחה סורי אופס טוב לא אה אוקיי אז דווקא רגע בבקשה במקום וואלה יאללה פליז תודה`)

// preferWords reports whether low may hold a preference, before any
// pattern is run: the words that prefer are few.
func preferWords(low string) bool {
	return strings.Contains(low, "bet") || strings.Contains(low, "עד") || strings.Contains(low, "prefer") || strings.Contains(low, "ideal") ||
		strings.Contains(low, "rather") || strings.Contains(low, "best") || strings.Contains(low, "עדיף") ||
		strings.Contains(low, "טוב") || strings.Contains(low, "מתאים") || strings.Contains(low, "נוח") ||
		strings.Contains(low, "actually is ") || strings.Contains(low, "instead") || strings.Contains(low, "במקום")
}

// preferredTime writes a time preferred for the focus as the order "move
// it to …" it means; ok is false when text is no such preference, and the
// order is "" when more than a why is said beside it.
func (m *message) preferredTime(text string) (string, bool) {
	low := toLower(strings.TrimSpace(strings.TrimRight(text, "?!. ")))
	if !preferWords(low) || strings.HasSuffix(strings.TrimSpace(text), "?") {
		return "", false // "would 4 be better?" asks
	}
	if head, why, ok := cutAside(low); ok {
		if m.reasonLike(head) && !m.reasonLike(why) {
			head, why = why, "" // "שינו את זה, עדיף בשש": why first
		}
		if why != "" && !m.reasonLike(why) {
			if _, said := m.preferredTime(head); said {
				return "", true // "עדיף בשש, או בשבע": more than a why, declined
			}
			return "", false
		}
		low = head
	}
	if reRemindLead.MatchString(strings.TrimSpace(low)) {
		if f := m.req.Focus; f == nil || f.Kind != memo.FocusTask {
			return "", false // "remind me at 7:30 instead" of an event: a reminder of it, read elsewhere
		}
		low = reRemindLead.ReplaceAllString(strings.TrimSpace(low), "")
	}
	var when string
	if g := reInsteadTime.FindStringSubmatch(low); g != nil {
		low = reRemindLead.ReplaceAllString(strings.TrimSpace(g[1]), "") + " עדיף" // "תזכיר ב7:30 במקום", "7:30 instead"
		if !hebrewText(g[1]) {
			low = strings.TrimSpace(g[1]) + " would be better"
		}
	}
	low, toned := dropTone(strings.ReplaceAll(mendPreferWords(low), "יותר טוב", "עדיף")) // "טוב" is no tone there
	if f := m.req.Focus; f != nil && f.Kind == memo.FocusTask {
		low = reRemindLead.ReplaceAllString(low, "") // "יאללה תזכיר ב7:30 עדיף"
	}
	switch {
	case hebrewText(low):
		if g := rePreferHE.FindStringSubmatch(low); g != nil {
			when = firstOf(g[1:])
		}
	default:
		if g := rePreferEN.FindStringSubmatch(low); g != nil {
			when = firstOf(g[1:])
		} else if g := reStatedAgain.FindStringSubmatch(low); g != nil && toned {
			when = g[1] // "aiyo sorry actually is 4pm lah"
		}
	}
	when = strings.TrimSpace(when)
	if when == "" || !timeAlone(when) {
		return "", false // "it would be better", "4 would be better than nothing"
	}
	if hebrewText(when) {
		return "תזיז את זה " + when, true
	}
	return "move it to " + strings.TrimPrefix(when, "at "), true
}

// cutAside splits low at its first pause into what is said and a why
// after it: "עדיף בעשר, היא ישנה מאוחר", "4 would be better because of
// traffic".
func cutAside(low string) (string, string, bool) {
	if i := strings.IndexAny(low, ",;–—"); i > 0 {
		return strings.TrimSpace(low[:i]), strings.TrimSpace(low[i+1:]), true
	}
	for _, w := range []string{" because ", " cause ", " cuz ", " since ", " כי "} {
		if i := strings.Index(low, w); i > 0 {
			return strings.TrimSpace(low[:i]), strings.TrimSpace(low[i+1:]), true
		}
	}
	return low, "", false
}

// dropTone takes the words of tone off both ends of low, and reports
// whether one was taken.
func dropTone(low string) (string, bool) {
	w := strings.Fields(low)
	toned := false
	for len(w) > 1 && toneWord(strings.Trim(w[0], ",.!")) {
		w, toned = w[1:], true
	}
	for len(w) > 1 && toneWord(strings.Trim(w[len(w)-1], ",.!")) {
		w, toned = w[:len(w)-1], true
	}
	return strings.Join(w, " "), toned
}

// timeAlone reports whether s is a time and nothing else: "4", "4pm",
// "three o'clock", "בעשר", "מחר בשש".
func timeAlone(s string) bool {
	if bareHour.MatchString(s) {
		return true
	}
	r, found, err := timeparse.Parse(s, shapeNow, time.UTC)
	return err == nil && found && strings.TrimSpace(r.Remainder(s)) == ""
}

// preferSpelt are the words that prefer, which a slip of the keys may
// spell otherwise ("יוותר טוב בשש", "4 woudl be beter").
var preferSpelt = []string{"better", "would", "works", "suits", "עדיף", "יותר", "מתאים"}

// toneWord reports whether w is a word of tone, or one mistyped by a slip
// of the keys ("אוולי").
func toneWord(w string) bool {
	if preferTone[w] {
		return true
	}
	if utf8.RuneCountInString(w) < 4 {
		return false
	}
	for t := range preferTone {
		if utf8.RuneCountInString(t) >= 4 && slipOf(w, t) {
			return true
		}
	}
	return false
}

// mendPreferWords spells the words that prefer right where one slip of
// the keys left them, and parts them from a word of tone they were
// written into ("אוליעדיף").
func mendPreferWords(low string) string {
	w := strings.Fields(low)
	for i, x := range w {
		for _, p := range preferSpelt {
			if lead, ok := strings.CutSuffix(x, p); ok && preferTone[lead] {
				w[i] = lead + " " + p
				break
			}
			if x != p && utf8.RuneCountInString(x) >= 4 && slipOf(x, p) { // "עדי" is a name
				w[i] = p
			}
		}
	}
	return strings.Join(w, " ")
}

// rePreferOnly is a title that is a word of preference and nothing else:
// "עדיף" of "תזכיר ב7:30 עדיף", "instead" of "remind me at 7:30 instead".
// A preference names no thing to do; such a title is refused.
var rePreferOnly = compile(`(?i)^(?:(?:עדיף|יותר\s+טוב|יותר\s+נוח|נוח\s+יותר|מתאים\s+יותר|במקום|במקום\s+זה|לי|better|rather|instead|preferably|ideally|would\s+be\s+better|is\s+better|works\s+better|pls|please|then)[\s,.!]*)+$`)

// rePreferWord is a word that prefers, anywhere in a message.
var rePreferWord = compile(`(?:^|\s)(?:עדיף|יותר\s+טוב|(?:would|works?|suits?|is)\s+(?:\S+\s+)?better|better\s+at)(?:[\s,.!]|$)`)

// preferUnread reports whether text prefers a time for the focus in words
// not read above ("אם תוכל החליפו לי, בשש עדיף לי תודה מותק"): a time
// and a word that prefers, with no reminder asked. Such a message is no
// new reminder, and is declined rather than made one.
func (m *message) preferUnread(text string) bool {
	low := toLower(text)
	if !preferWords(low) || strings.Contains(low, "remind") || strings.Contains(low, "תזכ") {
		return false
	}
	low = mendPreferWords(low)
	if !rePreferWord.MatchString(low) {
		return false
	}
	_, found, err := timeparse.Parse(low, m.now(), m.loc())
	return found && err == nil
}
