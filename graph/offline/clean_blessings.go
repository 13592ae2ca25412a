package offline

import "strings"

// Blessings and words of hope said with a request ("תזכיר לי מחר בעזרת
// השם להתקשר לבנק", "remind me to call mom tomorrow God willing") are no
// word of the thing asked for, and are dropped wherever they stand as
// words of their own. A word of hope that is a word of a sentence too
// ("hopefully"), or a blessing said to the one asked ("תבורך", "bless
// you"), is dropped only where it stands apart from the item: at
// the start or the end of the request, or set off by commas. Courtesies
// of other tongues said in Hebrew ("מרסי", "פרדון", "תנקס") are read with
// them, one list for every reader.

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
	{"god willing", false}, {"please god willing", false}, {"g-d willing", false}, {"gd willing", false}, {"please god", false},
	// "please god" before a blessing is the blessing's: "… to call the bank
	// please god bless", "please god bless remind me …".
	// "… please God help me": a closing remark (see closingRemarks), not "please God" and a help asked.
	{"please god help me", false}, {"please lord help me", false}, {"please god help us", false},
	{"please god bless", false}, {"please god bless you", false}, {"please god bless u", false},
	{"pls god bless", false}, {"pls god bless you", false}, {"pls god bless u", false},
	{"plz god bless", false}, {"plz god bless you", false}, {"plz god bless u", false},
	{"inshallah", false}, {"inshalla", false}, {"insha'allah", false}, {"insha allah", false}, {"inshaallah", false},
	{"in sha allah", false}, {"ishallah", false}, {"bli neder", false}, {"bli ayin hara", false},
	{"by god's grace", false}, {"by gods grace", false}, {"by god’s grace", false}, {"by the grace of god", false},
	{"by his grace", false}, {"with god's help", false}, {"with gods help", false}, {"if god permits", false}, {"if god wills", false},
	// Arabic courtesies as Hebrew speakers write them, and as learners of
	// Hebrew who grew up on Arabic close a request or a report with them:
	// "… להזמין תרופות מהספק יעטיכ אלעאפיה" (God give you health: thanks),
	// "סיימתי עם הארנונה אלחמדולילה" (praise God), "אנשאללה" (God willing).
	{"יעטיכ אלעאפיה", false}, {"יעטיק אלעאפיה", false}, {"יעטיך אלעאפיה", false}, {"יעטיכ אל עאפיה", false}, {"יעטיק אל עאפיה", false},
	{"יעטיכום אלעאפיה", false}, {"יעטיקום אלעאפיה", false}, {"יעטיכי אלעאפיה", false}, {"יעטיקי אלעאפיה", false},
	{"אלחמדולילה", false}, {"אלחמדולילא", false}, {"אלחמדלה", false}, {"אלחמדוללה", false}, {"אלחמדולה", false}, {"אלחמדלילה", false},
	{"אל חמדולילה", false}, {"חמדולילה", false}, {"חמדלה", false}, {"אנשאלה", false}, {"אינשאלא", false}, {"אנשאלא", false},
	{"alhamdulillah", false}, {"alhamdulilah", false}, {"alhamdullilah", false}, {"alhamdulillaah", false}, {"hamdulillah", false},
	{"yaatik el afye", false}, {"yatik el afye", false}, {"yatik al afia", false}, {"yaatik al afia", false},
	// Said apart only: a word that stands for a sentence ("מברוכ",
	// "שוכרן", "ח'לאס", "יא רב"), never inside a title.
	{"מברוכ", true}, {"מברוך", true}, {"אלף מברוכ", true}, {"אלף מברוך", true}, {"שוכרן", true}, {"שוקרן", true}, {"שוכראן", true}, {"שוקראן", true},
	{"ח'לאס", true}, {"ח׳לאס", true}, {"חלאס", true}, {"יא רב", true}, {"יא רבי", true}, {"יא אללה", true},
	{"mabrook", true}, {"mabrouk", true}, {"shukran", true}, {"khalas", true}, {"ya rab", true}, {"ya rabb", true},
	{"hopefully", true},
	// A blessing said to the one asked, at the edge of the request: "…
	// להתקשר לבנק תבורך", "… call the bank, bless you".
	{"תבורך", true}, {"תבורכי", true}, {"תבורכו", true}, {"תהיה ברוך", true}, {"תהיי ברוכה", true},
	// Courtesies of other tongues said in Hebrew (French, English olim):
	// "בונז'ור, את יכולה להזכיר לי …", "… ללכת לבנק תנקס", "פרדון, זה
	// ב16:30". "מרסי" is a name too and is read only set off by a mark
	// (courtesiesMarked).
	{"בונז'ור", true}, {"בונז׳ור", true}, {"בונג'ור", true}, {"בונג׳ור", true}, {"בונז'ור בונז'ור", true}, {"בונסואר", true},
	{"מרסי בוקו", true}, {"מרסי בוקוּ", true}, {"פרדון", true}, {"סוררי", true}, {"תנקס", true}, {"טנקס", true},
	{"ת'אנקס", true}, {"ת׳אנקס", true}, {"סנקיו", true}, {"תנקיו", true},
	{"bless you", true}, {"bless u", true}, {"god bless", true}, {"god bless you", true}, {"god bless u", true},
	{"השם יברך", true}, {"ה' יברך", true}, {"ה׳ יברך", true}, {"אלוהים יברך", true}, {"השם יברך אותך", true}, {"אלוהים יברך אותך", true},
	{"ה' יברך אותך", true}, {"ה׳ יברך אותך", true}, {"ה יברך", true}, {"ה יברך אותך", true}, {"שאלוהים יברך אותך", true}, {"שהשם יברך אותך", true},
	// A blessing said of the one the thing is for, closing the request:
	// "… call grandma, I always forget bless them", "…, bless her heart",
	// "… לבקר את סבתא, שתהיה בריאה", "… ה' ישמור".
	{"bless them", true}, {"bless him", true}, {"bless her", true}, {"bless 'em", true}, {"bless em", true},
	{"god bless them", true}, {"god bless him", true}, {"god bless her", true}, {"god bless 'em", true},
	{"bless her heart", true}, {"bless his heart", true}, {"bless their hearts", true}, {"bless their heart", true},
	// A blessing said to the one asked closing a letter, the Ghanaian and
	// Nigerian way: "…, thank you and be blessed", "… Peckham, and may
	// the Lord guide us".
	{"be blessed", true}, {"and be blessed", true}, {"stay blessed", true}, {"and stay blessed", true}, {"remain blessed", true},
	{"may the lord guide us", true}, {"and may the lord guide us", true}, {"may god guide us", true}, {"and may god guide us", true},
	{"may the lord bless you", true}, {"and may the lord bless you", true}, {"may god bless you", true}, {"and may god bless you", true},
	{"bless her soul", true}, {"bless his soul", true}, {"bless their souls", true}, {"bless them all", true},
	{"שיהיה בריא", true}, {"שתהיה בריאה", true}, {"שיהיו בריאים", true}, {"שיהיו בריאות", true}, {"שיהיה לו בריאות", true},
	{"שיהיה לה בריאות", true}, {"שיהיה להם בריאות", true}, {"עד מאה ועשרים", true}, {"עד 120", true},
	{"ה' ישמור", true}, {"ה׳ ישמור", true}, {"השם ישמור", true}, {"אלוהים ישמור", true}, {"שה' ישמור עליהם", true},
	{"שה' ישמור עליו", true}, {"שה' ישמור עליה", true}, {"שאלוהים ישמור עליהם", true}, {"שאלוהים ישמור עליו", true}, {"שאלוהים ישמור עליה", true},
}

// asideAfterBlessing is an aside said after a closing blessing ("…,
// god bless tbh", "… בעזרת השם וואלה"): it closes the request with it.
const asideAfterBlessing = `(?:\s+(?:tbh|ngl|tbf|imo|fr|lol|lmao|honestly|חח+|וואלה|ואלה))*`

var (
	// reBlessing is a phrase of blessings said anywhere, with an "amen"
	// after it ("בעזרת השם אמן").
	reBlessing = compile(`(?:^|[^\p{L}\p{N}'])(?:` + alternation(blessingPhrases(false)) + `)` + amenAfter + `(?:[^\p{L}\p{N}']|$)`)
	// reBlessingEdge is a word of hope at the start or end of a request,
	// or set off by commas, or closing a clause with one: "hopefully
	// remind me …", "…, hopefully, …", "… בעוד 90 דקות תנקס, מה לעשות".
	// "אמן", "amen" is one only set off by a mark ("…, אמן"): "פגישה עם
	// אמן" meets an artist.
	reBlessingEdge = compile(`^(?:` + alternation(blessingPhrases(true)) + `)` + amenAfter + `(?:` + sep + `|$)|` +
		`(?:` + sep + `)(?:` + alternation(blessingPhrases(true)) + `)` + amenAfter + asideAfterBlessing + `[\s,.!?:;…~]*$|` +
		`,\s*(?:` + alternation(blessingPhrases(true)) + `)` + amenAfter + `\s*,|` +
		`\s(?:` + alternation(blessingPhrases(true)) + `)` + amenAfter + `\s*,|` +
		`^(?:אמן|amen)[\s,.!?:;…~]*[,.!?:;…~][\s]*|[,.!?:;…~]\s*(?:אמן|amen)(?:\s+(?:אמן|amen))*[\s,.!?:;…~]*$`)
)

// reBlessAsked is a blessing that is the deed asked for: "… to ask the
// rabbi to bless them", "… לבקש מהרב שיברך".
var reBlessAsked = compile(`(?i)(?:^|\s)(?:to|could|can)\s+(?:god\s+)?bless(?:\s|$)`)

// amenAfter is an "amen" said after a blessing, as part of it.
// courtesiesMarked are the courtesies that are names or words too
// ("פגישה עם מרסי", "אוכל סורי"), dropped only where a mark sets them off: "עשיתי, מרסי", "… לבנק?
// מרסי", "מרסי, זה …".
var courtesiesMarked = []string{"מרסי", "merci", "סורי"}

// merciNotAfter are the words after which "מרסי" last is the name: "פגישה
// עם מרסי", "לבקר את מרסי".
var merciNotAfter = wordSet(`עם את של אצל ו בין לבין מול ליד כמו ל`)

// merciLast takes a last "מרסי" off s, said apart with nothing but
// thanks or marks after it ("… לקנות בננה מרסי", "… מרסי תודה רבה"), not
// after a word that makes it a name.
func merciLast(s string) string {
	i := strings.LastIndex(s, " מרסי")
	if i < 0 || !closes(s[i+len(" מרסי"):]) || strings.HasPrefix(s[i+len(" מרסי"):], "'") {
		return s
	}
	words := strings.Fields(s[:i])
	if len(words) < 2 || merciNotAfter[words[len(words)-1]] {
		return s
	}
	return s[:i] + s[i+len(" מרסי"):]
}

// reCourtesyMarked is a courtesy of courtesiesMarked set off by a mark.
var reCourtesyMarked = compile(`^(?:` + alternation(courtesiesMarked) + `)\s*[,.!?:;…~]+\s*|` +
	`[,.!?:;…~]\s*(?:` + alternation(courtesiesMarked) + `)[\s.!?…~]*$|,\s*(?:` + alternation(courtesiesMarked) + `)\s*,`)

const amenAfter = `(?:[\s,]+(?:אמן|amen))*`

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
var blessingLetters = []string{"בונ", "מרסי", "פרדון", "סורי", "סוררי", "נקס", "נקיו", "merci", "השם", "ה'", "ה׳", `"`, "״", "נדר", "הרע", "רעה", "שאל", "willing", "god", "allah", "alla", "neder", "hara", "hopefully", "תבור", "בריא", "ישמור", "מאה ועשרים", "120", "ברוך", "ברוכה", "bless", "lord", "his grace",
	"עאפיה", "חמד", "מברו", "שוכר", "שוקר", "לאס", "יא רב", "יא אללה", "אמן", "hamdu", "afye", "afia", "mabr", "shukr", "khalas", "ya rab", "amen", "יברך"}

// dropBlessings takes blessings and words of hope off s (see blessings).
// A message that is nothing but a blessing is kept as it is.
func dropBlessings(s string) string {
	low := lower(s)
	if !containsAny(low, blessingLetters...) {
		return s
	}
	t := replaceLower(reBlessing, s, keepEdges)
	if !reBlessAsked.MatchString(low) {
		// Blessings said in a row at the end ("… תנקס אלוהים יברך אותך
		// אחי") come off one by one, the last first.
		for range 3 {
			before := t
			t = strings.TrimRight(replaceLower(reBlessingEdge, t, func(m string) string {
				if strings.HasSuffix(m, ",") && (strings.HasPrefix(m, ",") || strings.TrimSpace(m[:1]) == "") {
					return ", " // "…, תנקס, …" and "… תנקס, מה לעשות": the pause stays
				}
				return " "
			}), " ")
			if t == before {
				break
			}
		}
	}
	// A blessing heading the message with its own full stop ("בס״ד.
	// תזכיר לי …") leaves no mark before the request.
	t = replaceLower(reCourtesyMarked, t, func(m string) string {
		switch {
		case strings.HasSuffix(strings.TrimSpace(m), ",") && strings.HasPrefix(m, ","):
			return ", "
		case strings.ContainsAny(m[:1], ".!?…~:;"):
			return m[:1] + " " // "… לבנק? מרסי": the question keeps its mark
		}
		return " "
	})
	t = merciLast(t)
	t = strings.TrimLeft(strings.TrimSpace(squeezeSpaces(t)), ".,:;!?-–— ")
	if t != s {
		t = strings.TrimRight(t, ",;- ") // "…, add it, inshallah": no pause left before nothing
	}
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
