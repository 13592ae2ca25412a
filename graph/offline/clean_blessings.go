package offline

import "strings"

// Blessings and words of hope said with a request ("תזכיר לי מחר בעזרת
// השם להתקשר לבנק", "remind me to call mom tomorrow God willing") are no
// word of the thing asked for, and are dropped wherever they stand as
// words of their own. A word of hope that is a word of a sentence too
// ("hopefully"), or a blessing said to the one asked ("תבורך", "bless
// you"), is dropped only where it stands apart from the item: at
// the start or the end of the request, or set off by commas.

// blessing is a phrase of blessing or hope, and whether it is dropped
// only where it stands apart (edge) rather than anywhere.
type blessing struct {
	phrase string
	edge   bool
}

// blessings are the phrases of blessing and hope dropped from a request.
var blessings = []blessing{
	{"בעזרת השם", false}, {"בעזרת ה'", false}, {"בעזרת ה׳", false}, {`בע"ה`, false}, {"בע״ה", false},
	{`בעז"ה`, false}, {"בעז״ה", false}, {`בעזה"י`, false}, {"בעזה״י", false}, {`בעה"י`, false}, {"בעה״י", false},
	{`אי"ה`, false}, {"אי״ה", false}, {"אם ירצה השם", false}, {"אם ירצה ה'", false}, {"אם ירצה ה׳", false},
	{`ב"ה`, false}, {"ב״ה", false}, {"ברוך השם", false}, {`בס"ד`, false}, {"בס״ד", false},
	{`בעזהי"ת`, false}, {"בעזהי״ת", false}, {`בעזהשי"ת`, false}, {"בעזהשי״ת", false}, {`בעהשי"ת`, false}, {"בעהשי״ת", false},
	{"בעזרת השם יתברך", false}, {"בעזרת ה' יתברך", false}, {"בעזרת ה׳ יתברך", false},
	{"בלי נדר", false}, {`בל"נ`, false}, {"בל״נ", false}, {`בלנ"ד`, false}, {"בלנ״ד", false}, {"בלי עין הרע", false}, {"בלי עין רעה", false},
	{"אינשאללה", false}, {"אינשאלה", false}, {"אנשאללה", false},
	{"god willing", false}, {"g-d willing", false}, {"gd willing", false}, {"please god", false},
	{"inshallah", false}, {"inshalla", false}, {"insha'allah", false}, {"insha allah", false}, {"inshaallah", false},
	{"in sha allah", false}, {"ishallah", false}, {"bli neder", false}, {"bli ayin hara", false},
	{"by god's grace", false}, {"by gods grace", false}, {"by god’s grace", false}, {"by the grace of god", false},
	{"by his grace", false}, {"with god's help", false}, {"with gods help", false}, {"if god permits", false}, {"if god wills", false},
	{"hopefully", true},
	// A blessing said to the one asked, at the edge of the request: "…
	// להתקשר לבנק תבורך", "… call the bank, bless you".
	{"תבורך", true}, {"תבורכי", true}, {"תבורכו", true}, {"תהיה ברוך", true}, {"תהיי ברוכה", true},
	{"bless you", true}, {"bless u", true}, {"god bless", true}, {"god bless you", true}, {"god bless u", true},
}

var (
	// reBlessing is a phrase of blessings said anywhere.
	reBlessing = anywhere(blessingPhrases(false))
	// reBlessingEdge is a word of hope at the start or end of a request,
	// or set off by commas: "hopefully remind me …", "…, hopefully, …".
	reBlessingEdge = compile(`^(?:` + alternation(blessingPhrases(true)) + `)(?:` + sep + `|$)|` +
		`(?:` + sep + `)(?:` + alternation(blessingPhrases(true)) + `)[\s,.!?:;…~]*$|` +
		`,\s*(?:` + alternation(blessingPhrases(true)) + `)\s*,`)
)

// blessingPhrases are the phrases of blessings whose edge is edge.
func blessingPhrases(edge bool) []string {
	var out []string
	for _, b := range blessings {
		if b.edge == edge {
			out = append(out, b.phrase)
		}
	}
	return out
}

// blessingLetters are the Latin words, and the Hebrew letters, a blessing
// holds: a message with none holds no blessing and is left at once.
var blessingLetters = []string{"השם", "ה'", "ה׳", `"`, "״", "נדר", "הרע", "רעה", "שאל", "willing", "god", "allah", "alla", "neder", "hara", "hopefully", "תבור", "ברוך", "ברוכה", "bless", "his grace"}

// dropBlessings takes blessings and words of hope off s (see blessings).
// A message that is nothing but a blessing is kept as it is.
func dropBlessings(s string) string {
	low := lower(s)
	if !containsAny(low, blessingLetters...) {
		return s
	}
	t := replaceLower(reBlessing, s, keepEdges)
	t = replaceLower(reBlessingEdge, t, func(m string) string {
		if strings.HasPrefix(m, ",") && strings.HasSuffix(m, ",") {
			return ", "
		}
		return " "
	})
	// A blessing heading the message with its own full stop ("בס״ד.
	// תזכיר לי …") leaves no mark before the request.
	t = strings.TrimLeft(strings.TrimSpace(squeezeSpaces(t)), ".,:;!?-–— ")
	if strings.Trim(t, " ,.!?") == "" {
		return s
	}
	return t
}

// dropLeadBlessing takes a blessing that heads the message off it, with
// the mark after it ("בס״ד. תזכירלי …", `ב"ה, תוסייפ …`), before the
// head of the request is mended: the command is then what opens it.
func dropLeadBlessing(s string) string {
	low := lower(s)
	if !containsAny(low, blessingLetters...) {
		return s
	}
	loc := reBlessing.FindStringIndex(low)
	if loc == nil || loc[0] != 0 {
		return s
	}
	if t := strings.TrimLeft(s[loc[1]:], ".,:;!?-–— "); t != "" {
		return t
	}
	return s
}
