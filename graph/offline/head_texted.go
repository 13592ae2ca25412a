package offline

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/memo-assistant/memo/lexicon"
)

// How a message's first word is texted rather than spelt: a question word
// in its short form ("wats", "wen") or one slip off ("whaat do"), and a
// sigh run into the next word ("ughdrained").

// textedQuestion are question words as they are texted, with the word
// each stands for.
var textedQuestion = map[string]string{"wat": "what", "wats": "whats", "wut": "what", "wuts": "whats", "wht": "what",
	"whts": "whats", "wen": "when", "wens": "whens", "wher": "where", "whr": "where", "whrs": "wheres"}

// sighs open a message as a sound or an aside, and begin no English
// word: one run into the next word is split from it.
var sighs = []string{"ughhh", "ughh", "ugh", "omg", "honestly", "tbh", "arghh", "argh"}

// gluedSigh splits a sigh run into the word after it ("ughdrained",
// "honestlyim").
func gluedSigh(w string) (string, string, bool) {
	for _, s := range sighs {
		rest, ok := strings.CutPrefix(w, s)
		if !ok || len(rest) < 2 || strings.HasPrefix(rest, string(s[len(s)-1])) {
			continue
		}
		for _, r := range rest {
			if r < 'a' || r > 'z' {
				return "", "", false
			}
		}
		return s, rest, true
	}
	for _, s := range softSighs {
		if rest, ok := strings.CutPrefix(w, s); ok && moodStarts[rest] {
			return s, rest, true // "manfeeling so sick": "man" begins words, not a mood
		}
	}
	return "", "", false
}

// gluedInterjections are the sounds and asides that open a message and
// are run into "I've", "I'm" or "I" by a fast thumb ("ochi've got a
// dentist appt", "ughi have a meeting at 5", "lolim so late"; "וואייש לי
// פגישה").
var gluedInterjections = []string{"och", "ach", "ugh", "ughh", "oh", "ah", "aye", "welp", "wah", "eish", "man", "honestly", "um", "umm", "uh", "erm", "hmm", "lol",
	"ok", "okay", "so", "well", "yeah", "yep", "oof", "ooh", "omg", "argh",
	"וואי", "ואי", "אוף", "אויש", "אוי", "אממ", "יאללה"}

// gluedSubjects are the openings of what one has or is, run into an
// interjection before them; a bare "i" only before a verb of having.
var gluedSubjects = wordSet(`i've ive i’ve i'm im i’m i'll i’ll יש אני`)

// gluedInterjection splits an interjection run into the "I've", "I'm" or
// "I" after it ("ochi've" → "och i've"; "ughi" before "have").
func gluedInterjection(w, after string) (string, string, bool) {
	for _, s := range gluedInterjections {
		rest, ok := strings.CutPrefix(w, s)
		if !ok {
			continue
		}
		if (gluedSubjects[rest] || rest == "i" && haveVerbs[after]) && !lexicon.HebrewWord(w) {
			return s, rest, true
		}
		if s == "lol" && gluedYou[rest] {
			return s, rest, true // "hey lolu good?": the laugh run into "u"
		}
		if v, ok := strings.CutPrefix(rest, "i"); ok && haveVerbs[v] {
			return s, "i " + v, true // "ughihave a meeting": the "I have" run in too
		}
	}
	return "", "", false
}

// gluedYou are "you" as texted, run into a laugh before it.
var gluedYou = wordSet(`u ur you`)

// haveVerbs go after a bare "i" run into an interjection.
var haveVerbs = wordSet(`have got gotta need am was`)

// softSighs open a message as an aside but begin English words too
// ("many", "bros"): one is split from the word after it only when that
// word opens a mood.
var softSighs = []string{"man", "dude", "bro", "yo", "ok", "hey", "oh"}

// moodStarts are the words a mood told of oneself opens with.
var moodStarts = map[string]bool{"feeling": true, "im": true, "so": true, "tired": true, "sick": true, "exhausted": true,
	"drained": true, "barely": true, "dead": true, "sad": true, "stressed": true, "beat": true, "wiped": true}

// questionOpeners are words that go on a question after its question
// word: a misspelt question word is mended only before one of them.
var questionOpeners = map[string]bool{"do": true, "does": true, "did": true, "is": true, "are": true, "was": true, "were": true,
	"can": true, "could": true, "should": true, "will": true, "would": true, "time": true, "day": true}

// contractedOpeners go on a question word with its "is" run in ("whats
// my", "whens the"): a slip of one is mended only before them.
var contractedOpeners = wordSet(`my the on up ur your`)

// askingWords are the question words themselves, never mended into
// another ("what my" stays).
var askingWords = wordSet(`what when where which whats whens wheres`)

// questionWord is the question word w stands for: texted ("wats") or one
// slip off before a word that goes on a question ("whaat do").
func questionWord(w, after string) (string, bool) {
	if fix, ok := textedQuestion[w]; ok {
		return fix, true
	}
	if contractedOpeners[after] && utf8.RuneCountInString(w) >= 5 && !askingWords[w] {
		for _, q := range []string{"whats", "whens", "wheres"} {
			if w != q && slipOf(w, q) {
				return q, true // "wahts my sched tmrw?", "whens the dentist"
			}
		}
	}
	if !questionOpeners[after] || utf8.RuneCountInString(w) < 4 {
		return "", false
	}
	for _, q := range []string{"what", "when", "where", "which"} {
		if w != q && slipOf(w, q) {
			return q, true
		}
	}
	return "", false
}

// keyWords are words the grammar reads anywhere in a message that are
// long and unlike any other word, so one slip from them is no word of
// its own: "call סבתא reimnder monthly", "נקקבע לי", "הזיכרןו האחרון".
// Their forms one slip from each other are all here.
var keyWords = slices.Concat([]string{"reminder", "reminders", "הזיכרון", "זיכרון", "הזכרון"}, wasSetFormsHE)

// mendKeyWord is the key word w is a slip of, if any.
func mendKeyWord(w string) (string, bool) {
	if utf8.RuneCountInString(w) < 5 || slices.Contains(keyWords, w) || lexicon.HebrewWord(w) {
		return "", false
	}
	for _, k := range keyWords {
		if slipOf(w, k) {
			return k, true
		}
	}
	return "", false
}

// gluedWhatDid splits "מה" run into a verb said of oneself in the past
// ("מהשמרתי", "מהביקשתי"): a question of what one did, which the letters
// מ and ה would otherwise hide as prefixes of a report of a deed.
func gluedWhatDid(w string) (string, bool) {
	rest, ok := strings.CutPrefix(w, "מה")
	if !ok || utf8.RuneCountInString(rest) < 4 || !strings.HasSuffix(rest, "תי") || lexicon.HebrewWord(w) {
		return "", false
	}
	return rest, true
}
