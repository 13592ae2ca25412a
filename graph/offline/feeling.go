package offline

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/lexicon"
)

// How the user feels, said to Memo as one says it to a person: "I'm so
// tired today", "ugh long day", "אני גמורה", "איזה יום מבאס". It asks for
// nothing, and read as a request it was "I didn't understand"; the reply
// answers in kind and changes nothing.

const (
	// feelLowEN and feelGoodEN are the English words of a mood.
	// A longer form comes before the word it opens with ("wiped out"
	// before "wiped"), or the word would be read and the rest left over.
	feelLowEN = feelWornEN + `|sad|sick|ill|bored|down|anxious|worried|lonely|hungry|busy|fed\s+up|frustrated|upset|cranky|grumpy`
	// feelWornEN are the words of being worn out that say nothing else
	// alone ("beat", "wrecked"), so a mood may be said with them and no
	// "I'm".
	feelWornEN = `tired\s+af|tired|exhausted|wiped\s+out|wiped|drained|stressed\s+out|stressed|overwhelmed|sleepy|swamped|burnt\s+out|burned\s+out|` +
		`beat|spent|fried|wrecked|knackered|shattered|dead\s+tired|zonked|pooped|worn\s+out|run\s+down|sleep\s+deprived|tired\s+af|` +
		`(?:so|totally|completely|sooo+)\s+done(?:\s+(?:with|for)\s+(?:today|the\s+day|this\s+day|this\s+week|everything|it\s+all|work|people))?|` +
		`done\s+(?:with|for)\s+(?:today|the\s+day|this\s+day|this\s+week)`
	feelGoodEN = `happy|excited|great|good|fine|okay|ok|awesome|amazing|relieved|proud|better`
	// feelLowHE and feelGoodHE are the Hebrew ones, in both genders.
	feelLowHE = `עייף|עייפה|עייפים|גמור|גמורה|מותש|מותשת|לחוץ|לחוצה|עצוב|עצובה|חולה|משועמם|משועממת|מבואס|מבואסת|מדוכא|מדוכאת|רעב|רעבה|עמוס|עמוסה|מוצף|מוצפת|מתוסכל|מתוסכלת|עצבני|עצבנית|מודאג|מודאגת|בודד|בודדה|שבור|שבורה|הרוס|הרוסה|` +
		`הרוג|הרוגה|סחוט|סחוטה|מפורק|מפורקת|שפוך|שפוכה|מרוסק|מרוסקת|קרוע|קרועה|מת\s+מעייפות|מתה\s+מעייפות|על\s+הפנים|בלי\s+כוח|חסר\s+כוח|חסרת\s+כוח`
	feelGoodHE = `שמח|שמחה|מאושר|מאושרת|נרגש|נרגשת|טוב|טובה|בסדר|מעולה|רגוע|רגועה|גאה`
	// dayLowEN, dayGoodEN, dayLowHE and dayGoodHE are the words a day is
	// told with ("what a long day", "איזה יום מתיש").
	dayLowEN  = `long|rough|hard|tough|crazy|bad|exhausting|tiring|draining|stressful|hectic|brutal|awful|terrible|insane|busy|shitty|horrible`
	dayGoodEN = `great|good|lovely|amazing|wonderful|productive|fun|fantastic|perfect`
	dayLowHE  = `ארוך|קשה|מבאס|מטורף|עמוס|גרוע|מתיש|מעייף|מלחיץ|נוראי|נורא|מחורבן|מייגע|הזוי|סיוט|חרא|זוועה`
	dayGoodHE = `מעולה|טוב|מושלם|מהמם|מדהים|מוצלח|נהדר|כיפי|שווה`
)

var (
	// reFeelEN is a mood told in English: "(ugh) (i'm) (so) tired
	// (today)", or a day told ("what a long day"); the last group is
	// what follows it, which must be a reason (see moodReason).
	reFeelEN = compile(`^(?:(?:ugh+\s+|oh\s+|man\s+|honestly\s+|tbh\s+|` + sighOtherEN + `)*(?:i'?m|i\s*am|im|i\s*feel|feeling|i'?m\s*feeling|i\s*am\s*feeling)\s*` +
		feelMoreEN + `(` + feelLowEN + `|` + feelGoodEN + `)` + feelWhenEN + `|` +
		`(?:ugh+\s+|oh\s+|man\s+|honestly\s+|tbh\s+|` + sighOtherEN + `)*` + feelMoreEN + `(` + feelWornEN + `)` + feelWhenEN + `|` +
		`(?:ugh+\s+)?(?:(?:such\s+a|what\s+a|what\s+an|another)\s+)?(` + dayLowEN + `|` + dayGoodEN + `)\s+day(?:\s+today)?|ugh+)(?:\s+(.+))?$`)
	// reFeelHE is a mood or a day told in Hebrew; its last group is what
	// follows it.
	reFeelHE = compile(`^(?:(?:(?:אוף|וואי|\p{Hebrew}{2,5})\s+)?(?:אני\s*(?:(?:מרגיש|מרגישה|מרגישים)\s+)?(?:` + heIntens + `)*(` + feelLowHE + `|` + feelGoodHE + `)|(?:` + heIntens + `)+(` + feelLowHE + `|` + feelGoodHE + `)|(` + feelLowHE + `))` +
		`(?:\s+(?:היום|עכשיו|הערב|השבוע|לאחרונה|ממש|נורא))?|(?:(?:אוף|וואי)\s+)?(?:איזה|היה\s+לי|עבר\s+עליי)\s+יום\s+(` + dayLowHE + `|` + dayGoodHE + `)(?:\s+היום)?|אוף+)(?:\s+(.+))?$`)
)

// reSleptBadly is a night told with no mood word, which says the same:
// "didn't sleep all night", "barely slept lol", "up all night again",
// "לא ישנתי כל הלילה", "בקושי ישנתי", "ישנתי שעתיים". It is read on the
// message without marks, emoji or apostrophes.
var reSleptBadly = compile(`^(?:(?:ugh+|oh|man|honestly|tbh|omg)\s+)*(?:i\s+)?(?:(?:didnt|did\s+not|couldnt|could\s+not|cant|cannot)\s+sleep|` +
	`(?:barely|hardly)\s*slept|slept\s+(?:badly|terribly|horribly|like\s+(?:crap|shit)|(?:only\s+|like\s+|about\s+)?(?:\d|one|two|three|four)\s+hours?)|(?:no|zero)\s+sleep|` +
	`(?:was\s+|been\s+)?up\s+all\s+night)(?:\s+(?:at\s+all|all\s+night|last\s+night|tonight|well|a\s+wink|again|lol|haha))*$|` +
	`^(?:(?:אוף|וואי|אוי)\s*)*(?:(?:כמעט\s*)?לא\s+ישנתי|בקושי\s+ישנתי|לא\s+הצלחתי\s+(?:להירדם|לישון)|לא\s+עצמתי\s+עין|` +
	`ישנתי\s+(?:רע|נורא|גרוע|מעט|שעתיים|שלוש\s+שעות|\d+\s+שעות))(?:\s+(?:כל\s+הלילה|בלילה|הלילה|אתמול|בכלל|טוב|עד\s+הבוקר|שוב|אתמול\s+בלילה|חחח+))*$`)

// feelMoreEN is an English word that makes a mood stronger or softer,
// and feelWhenEN when it is felt and the laugh after it.
const (
	feelMoreEN = `(?:so\s+|really\s+|very\s+|super\s+|kinda\s+|kind\s+of\s+|a\s+bit\s+|a\s+little\s+|pretty\s+|totally\s+|completely\s+|sooo+\s+|absolutely\s+|literally\s+)*`
	feelWhenEN = `(?:\s+(?:today|tonight|now|right\s+now|lately|this\s+week|this\s+morning|atm))?(?:\s+(?:lol|haha|tbh|honestly|man|rn|lah|sia|leh|lor|bro|mate))?`
	// sighOtherEN are the sighs a mood opens with in other Englishes:
	// South African ("eish"), Singapore ("wah", "aiyo", "alamak").
	sighOtherEN = `(?:eish|wah|aiyo+|aiya+|alamak|haiz)\s+`
)

// heIntens is a Hebrew word that makes a mood stronger or softer.
const heIntens = `(?:כל\s+כך|ממש|נורא|מאוד|קצת|די|מלא)\s+`

// feelGood are the words of a good mood or a good day.
var feelGood = toSet(strings.Split(feelGoodEN+`|`+feelGoodHE+`|`+dayGoodEN+`|`+dayGoodHE, "|"))

// moodWords are the words of a mood that name nothing to do: a
// reminder's title never holds one alone ("feeling super sad tonight" is
// no reminder of "feeling super sad").
var moodWords = toSet(strings.Split(`tired|exhausted|stressed|sad|bored|overwhelmed|anxious|worried|lonely|sleepy|frustrated|upset|cranky|grumpy|happy|excited|`+
	`עייף|עייפה|חולה|מותש|מותשת|לחוץ|לחוצה|עצוב|עצובה|משועמם|משועממת|מבואס|מבואסת|מדוכא|מדוכאת|מתוסכל|מתוסכלת|שמח|שמחה|מאושר|מאושרת`, "|"))

// moodOpeners are the words a mood is told with, which a hurried message
// glues to it ("imstressed", "feelingbored", "אניחולה", "honestlytired").
var moodOpeners = []string{"feeling", "ifeel", "im", "iam", "אני", "honestly", "really", "so", "literally", "totally"}

// tellsMood reports whether text tells a mood: a mood word, alone or
// glued to the words it is told with.
func tellsMood(text string) bool {
	for _, w := range strings.Fields(toLower(text)) {
		w = strings.Trim(w, ".,!?…:;\"'")
		if moodWords[w] {
			return true
		}
		for _, o := range moodOpeners {
			if rest, ok := strings.CutPrefix(w, o); ok && moodWords[rest] {
				return true
			}
		}
	}
	return false
}

// matchFeeling reads a message that only tells how the user feels.
// feelAsides are the words a mood may open with that a slip of the keys
// leaves unread ("honsetly i feel relieved", "כמטע לא ישנתי").
var feelAsides = []string{"honestly", "כמעט", "בקושי"}

// mendAsides is s with every word one slip off an aside said as the
// aside; s itself when there is none.
func mendAsides(s string) string {
	f := strings.Fields(s)
	for i, w := range f {
		for _, a := range feelAsides {
			if w != a && slipOf(strings.ToLower(w), a) {
				f[i] = a
			}
		}
	}
	return strings.Join(f, " ")
}

func matchFeeling(m *message) ([]memo.Step, bool, error) {
	said := m.greetingText() // marks, emoji and apostrophes out
	var g []string
	// A letter held or doubled by a slip ("feeeling relieved", "כממעט לא
	// ישנתי", "ישנתתי שעתיים") is read as once, when the mood is not read
	// as written.
	// An aside one slip off ("honsetly", "כמטע") is read as the aside.
	forms := []string{said}
	if doubled(said) {
		forms = append(forms, squeeze(said, 2), squeeze(said, 1))
	}
	if mended := mendAsides(said); mended != said {
		forms = append(forms, mended)
	}
	for _, t := range forms {
		if g = reFeelEN.FindStringSubmatch(t); g == nil {
			g = reFeelHE.FindStringSubmatch(t)
		}
		if g == nil && reSleptBadly.MatchString(t) {
			return []memo.Step{general(memo.OpUnknown, memo.ReasonFeelingLow)}, true, nil
		}
		if g != nil {
			break
		}
	}
	if g == nil {
		return nil, false, nil
	}
	if tail := g[len(g)-1]; tail != "" && (strings.Contains(m.req.Text, "?") || !moodReason(tail, g[1:len(g)-1])) {
		return nil, false, nil
	}
	reason := memo.ReasonFeelingLow
	for _, w := range g[1 : len(g)-1] {
		if feelGood[w] {
			reason = memo.ReasonFeelingGood
		}
	}
	return []memo.Step{general(memo.OpUnknown, reason)}, true, nil
}

// doubled reports whether s holds a letter twice in a row.
func doubled(s string) bool {
	var last rune
	for _, r := range s {
		if r == last && unicode.IsLetter(r) {
			return true
		}
		last = r
	}
	return false
}

// selfWords tell of oneself; interjections may be glued before them
// ("ughim", "אוףאני").
var (
	selfWordsEN   = map[string]bool{"im": true, "i'm": true, "iam": true, "i’m": true}
	interjections = []string{"ugh", "ughh", "oh", "hey", "so", "umm", "um", "אוף", "וואי", "אוי", "אח", "טוב"}
	// wornWords are moods that name nothing to do in any title.
	wornWords = toSet(strings.Split("exhausted|knackered|overwhelmed|drained|exausted|מותש|מותשת|גמור|גמורה|הרוג|הרוגה|סחוט|סחוטה", "|"))
	// moodAll are all the single words of a mood, low and good.
	moodAll = toSet(strings.Split(strings.Join([]string{feelLowEN, feelGoodEN, feelLowHE, feelGoodHE}, "|"), "|"))
)

// tellsSelfMood reports whether a title tells how one feels rather than
// names a thing to do: a word of oneself opening it ("im", "אני", glued to
// an interjection or not) with a mood word, a worn-out word, or "wiped/
// worn/burnt out" — "ughim really down", "אוףאני קצת רגוע", "wipped out".
func tellsSelfMood(s string) bool {
	words := strings.Fields(toLower(s))
	self, mood := false, false
	for i, w := range words {
		w = strings.Trim(w, ".,!?…:;\"'")
		one := squeeze(w, 1)
		if wornWords[w] || wornWords[one] {
			return true
		}
		if i+1 < len(words) && strings.Trim(words[i+1], ".,!?") == "out" && (one == "wiped" || one == "worn" || one == "burnt" || one == "burned" || bagDistance(one, "wiped") == 0 && len(one) == 5) {
			return true
		}
		if i > 1 {
			// "tell dad im fine": told of oneself to someone, a thing to do
		} else if selfWordsEN[w] || w == "אני" || w == "feel" || w == "feeling" || w == "felt" {
			self = true // "mani feel super great": the "i" glued to the word before
		} else if rest, ok := strings.CutPrefix(w, "לא"); ok && i == 0 && strings.HasSuffix(rest, "תי") && utf8.RuneCountInString(rest) >= 4 && !lexicon.HebrewWord(w) {
			return true // "לאהצלחתי להירדם": what one did not manage, its "לא" glued on
		} else {
			for _, o := range interjections {
				if rest, ok := strings.CutPrefix(w, o); ok && (selfWordsEN[rest] || rest == "אני") {
					self = true
				}
			}
		}
		if moodAll[w] {
			mood = true
		}
	}
	return self && mood
}

// moodTitle reports whether a title steps make tells how one feels, its
// verb of feeling mistyped or run into a word before it ("feelng so down"
// of "yo feelng so down tonight", "wahfeeling really down"): a mood told,
// no thing to do. A deed that names a mood ("call mom she's feeling
// down") opens with its verb and stays.
func moodTitle(steps []memo.Step) bool {
	for _, t := range madeTitles(steps) {
		ws := strings.Fields(toLower(t))
		if len(ws) < 2 || len(ws) > 5 {
			continue
		}
		first := strings.Trim(ws[0], ",.!?")
		if !strings.HasSuffix(first, "feeling") && !strings.HasSuffix(first, "feelin") && !slipOf(first, "feeling") && !slipOf(first, "feel") {
			continue
		}
		for _, w := range ws[1:] {
			if moodAll[strings.Trim(w, ",.!?")] {
				return true
			}
		}
	}
	return false
}
