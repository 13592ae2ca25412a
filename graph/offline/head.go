package offline

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// The head of a request is its opening run of words that are no item's:
// greetings and interjections, politeness, the command and its particles
// ("hey, remind me to …", "היי תזכיר לי …"). People type the head fast,
// so it is where a word runs into the next ("remindme", "תזכירלי",
// "תקבעביומן") or takes a doubled or swapped letter ("remiind", "scheduel",
// "תזכוורת"). normalizeHead mends both there, and only there: in the
// item, a word one letter from a command word is more likely a word of
// its own ("remainder").

// headWords are the words a request's head is made of: every word of the
// lexicons of openings, politeness and commands, and the particles that
// go with a command.
var headWords = func() map[string]bool {
	set := map[string]bool{}
	add := func(phrases ...string) {
		for _, p := range phrases {
			for _, w := range strings.Fields(toLower(p)) {
				set[strings.Trim(w, ",.:;!?")] = true
			}
		}
	}
	add(leadFiller...)
	add(polite...)
	add(wrapperEN...)
	add(formalAskEN...)
	add(wrapperHE...)
	add(reminderAsk...)
	add(remindersAsked(reminderAsk)...)
	add(requestWords...)
	add(conjoinedEN...)
	add(conjoinedHE...)
	for v := range heCommandVerbs {
		add(v)
	}
	for inf := range heInfinitive {
		add(inf)
	}
	add(commandWords...)
	add(continuationOpeners...) // "ועוד תוסייף מלפפון, …": the command after them is the head's
	return set
}()

// commandWords are the command words and particles the lexicons above do
// not spell out: the verbs of the list, calendar and memory commands and
// the words around them.
var commandWords = []string{
	"remind", "me", "to", "set", "a", "reminder", "add", "put", "on", "in", "my", "the", "schedule", "calendar",
	"list", "task", "tasks", "note", "that", "remember", "save", "this", "don't", "dont", "let", "forget", "new",
	"todo", "to-do", "i", "need",
	"תזכיר", "תזכירי", "לי", "תזכורת", "תוסיף", "תוסיפי", "תכניס", "תכניסי", "תקבע", "תקבעי", "תרשום", "תרשמי",
	"ליומן", "ביומן", "לרשימת", "לרשימה", "משימה", "משימות", "תזכור", "תזכרי", "תזכרו", "תזכירו", "לך", "ש", "אל", "תיתן", "תתן",
	"תתני", "לשכוח", "שים", "שימי", "תשים", "תשימי", "שמור", "שמרי", "תשמור", "להזכיר", "תגיד", "תגידי",
	"קבעתי", "קבענו", "arranged", "רמיינדר",
}

// headVerbs are the command words a head word may be glued to the next,
// or misspelt from: the verbs (and "please", "don't", "אל") that open a
// request.
var headVerbs = map[string]bool{
	"remind": true, "reminder": true, "schedule": true, "remember": true, "please": true, "add": true, "put": true,
	"set": true, "note": true, "save": true, "don't": true, "dont": true, "forget": true,
	"רמיינדר": true, // "reminder" in Hebrew letters, often misspelt
	"תזכיר":   true, "תזכירי": true, "תזכורת": true, "תוסיף": true, "תוסיפי": true, "תכניס": true, "תכניסי": true,
	"תקבע": true, "תקבעי": true, "קבעתי": true, "קבענו": true, "נקבע": true, "arranged": true, "תרשום": true, "תרשמי": true, "להזכיר": true, "תזכור": true, "תזכרי": true,
	"שים": true, "שימי": true, "תשים": true, "תשימי": true, "אל": true, "תיתן": true, "תתני": true, "תתן": true,
	"שמור": true, "תשמור": true, "תשמרי": true, "לשכוח": true, "jot": true, "write": true, "תכתוב": true, "תכתבי": true, "משימה": true, "list": true, "רשימת": true,
	// "stick it in my schedule": "sitck", "stcik".
	"stick": true,
	"move":  true, "push": true, "reschedule": true, "delete": true, "remove": true, "cancel": true, "mark": true,
	"change": true, "postpone": true, "todo": true, "check": true, "done": true, "בוצע": true, "סיימתי": true,
	"תזיז": true, "תזיזי": true, "תעביר": true, "תעבירי": true, "תדחה": true, "תדחי": true, "תמחק": true,
	"תמחקי": true, "תבטל": true, "תבטלי": true, "תסמן": true, "תסמני": true, "תוריד": true, "תורידי": true,
	// "make it at 6" of the thing in view: "תשעי את זה ב-6", "תעעשה את זה".
	"תעשה": true, "תעשי": true,
	// "אפשר" opens a request as a command does ("אפשר להזיז את …"):
	// "אשפר", "אפפשר" and "אפשרלהזיז" are mended as a command's slips are.
	"אפשר": true,
	// The verbs of a question about the day: "whta's on", "shhow me",
	// "תגייד לי".
	"what": true, "show": true, "tell": true, "anything": true, "תגיד": true, "תגידי": true,
	// The word that heads a new event: "neww event:", "אירווע חדש:".
	"event": true, "אירוע": true,
	// "make a note that": "mkae a note", "maake a note"; "keeep in mind",
	// "juts so you know".
	"make": true, "keep": true, "just": true,
	// "תזכרו אותי", "תזכירו לי" said to more than one: "תזזכרו", "תזכירוו".
	"תזכרו": true, "תזכירו": true,
	// The nags: "nudgge me", "kepe reminding me", "תננדנד לי", "תצייק לי".
	"nudge": true, "nag": true, "pester": true, "תציק": true, "תציקי": true, "תנדנד": true, "תנדנדי": true,
	// The wake-up: "תעייר אותי", "תעעירי אותי", "wakke me up".
	"תעיר": true, "תעירי": true, "wake": true,
	// The written "I hereby": "הנינ מבקשת", "הריניי לבקש".
	"הנני": true, "הריני": true,
	// The need that heads things to buy: "צריכםי לקנות: …", "צרייכה לקנות …";
	// not "חייבת", which "חייב" (owes) is one letter from.
	"צריך": true, "צריכה": true, "צריכים": true, "צריכות": true,
}

// headParticles are the words that follow a head verb: a word one slip
// from a head verb is mended before one ("reemind me").
var headParticles = map[string]bool{
	"me": true, "to": true, "that": true, "my": true, "a": true, "let": true, "remind": true, "in": true, "on": true,
	"remember": true, "note": true, "add": true,
	"לי": true, "לך": true, "ליומן": true, "ביומן": true, "לרשימת": true, "תתני": true, "תיתן": true, "תתן": true,
	"תזכורת": true, "ש": true, "משימה": true, "חדשה": true, "למשימות": true, "את": true, "the": true,
	"reminding": true, "nagging": true, "מבקש": true, "מבקשת": true, "לבקש": true, "אותי": true,
}

// headPairs are the two-word runs of the head lexicons and commands
// ("remind me", "can you", "i need", "תזכיר לי", "משימה חדשה"): a word
// that is one of them written together is split ("remindme", "canyou",
// "משימהחדשה").
var headPairs = func() map[string][2]string {
	out := map[string][2]string{}
	add := func(phrases ...string) {
		for _, p := range phrases {
			ws := strings.Fields(toLower(p))
			for i := 1; i < len(ws); i++ {
				a, b := strings.Trim(ws[i-1], ",.:;!?"), strings.Trim(ws[i], ",.:;!?")
				if a != "" && b != "" && !headWords[a+b] {
					out[a+b] = [2]string{a, b}
				}
			}
		}
	}
	add(leadFiller...)
	add(polite...)
	add(wrapperEN...)
	add(formalAskEN...)
	add(wrapperHE...)
	add(reminderAsk...)
	add(remindersAsked(reminderAsk)...)
	add(requestWords...)
	add(headCommands...)
	add(gluedOpenings...)
	for v := range headVerbs {
		for p := range headParticles {
			add(v + " " + p)
		}
		add("please "+v, "pls "+v, "בבקשה "+v, "בקשה "+v, "also "+v) // "alsoadd wine for shabbat"
		add(v+" בבקשה", v+" please", v+" pls")                       // "תרשמיבבקשה ש…", "remindplease …"
	}
	for inf := range heInfinitive {
		add("אפשר "+inf, inf+" את")
	}
	for v := range heCommandVerbs {
		add(v+" את", v+" גם") // "תוסיפיגם יין לשבת"
		// "תשיםברשימת קניות …", "תורידמהמשימות את …": the verb run into
		// the place it puts to or takes from.
		for _, place := range heCommandPlaces {
			add(v + " " + place)
		}
	}
	return out
}()

// heCommandPlaces are the places a Hebrew command puts to or takes from,
// with their prefix: a list, the tasks, the calendar.
var heCommandPlaces = []string{"ברשימת", "לרשימת", "מרשימת", "ברשימה", "לרשימה", "מהרשימה", "למשימות", "מהמשימות", "ביומן", "ליומן", "מהיומן"}

// headCommands are command phrases the lexicons above do not hold.
var headCommands = []string{
	"remind me", "add to my", "put on my", "note that", "remember that", "please remind", "please remember",
	"please add", "don't let me forget", "dont let me forget", "new task", "add a task", "to do",
	"תזכיר לי", "תזכירי לי", "תוסיף למשימות", "תוסיפי למשימות", "משימה חדשה", "תרשום לך", "תרשמי לך",
	"תקבע ביומן", "תכניס ליומן", "תרשום ביומן", "תוסיף ליומן", "אל תתני לי", "אל תיתן לי", "אל תתן לי",
	"תוסיף לרשימת", "תוסיפי לרשימת", "תכניס לרשימת", "תרשום לי", "תשים לי", "שים לי",
	// The memory wrappers: "שיםלב ש…", "רשוםלך ש…", "תזכורבבקשה ש…".
	"שים לב", "שימי לב", "רשום לך", "רשמי לך", "תזכור בבקשה", "תזכרי בבקשה", "make a note", "mental note",
	"just so you know", "keep in mind", "אל תשכח", "אל תשכחי",
	// Said for "remind me": "rmndme", "תזכריאותי" (see reRememberMe).
	"rmnd me", "remnd me", "rmind me", "תזכור אותי", "תזכרי אותי", "תזכרו אותי", "תזכיר אותי", "תזכר אותי", "תזכירי אותי", "תזכירו לי",
	// A new event's heading.
	"new event", "add event", "add an event", "create event", "תוסיף אירוע", "תוסיפי אירוע", "אירוע חדש",
	// The need that heads things to buy, run into its next word: "weneed to
	// buy: …", "haveto buy …", "אנחנוצריכים לקנות …".
	"we need", "i need", "we need to", "need to", "have to", "we have to", "got to", "gotta get", "we gotta",
	"אני צריך", "אני צריכה", "אנחנו צריכים", "צריך לקנות", "צריכה לקנות", "צריכים לקנות", "חייבת לקנות", "חייבים לקנות",
	// The openings of a question about the day.
	"what do i have", "what i have", "what have i", "what i got", "what's on", "whats on", "show me", "tell me", "anything on", "what's up", "whats up",
	"מה יש לי", "יש לי משהו", "מה קורה אצלי", "מה מתוכנן", "תגיד לי", "תגידי לי",
}

// headFixes are the words a misspelt head word is mended to: the head
// verbs of four letters or more.
var headFixes = wordsOfLength(headVerbs, 4)

// wordsOfLength is the words of set with n letters or more, in order: the
// words a slip may be mended to.
func wordsOfLength(set map[string]bool, n int) []string {
	var out []string
	for w := range set {
		if utf8.RuneCountInString(w) >= n {
			out = append(out, w)
		}
	}
	slices.Sort(out)
	return out
}

// dayNames are the day words a misspelling of is mended anywhere in a
// message: long enough, and unlike any other word, that one slip of the
// keys from them is no word of its own ("sundya", "fridday", "ראשנו").
var dayNames = []string{
	"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "tomorrow", "tonight",
	"sundays", "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays",
	"ראשון", "שלישי", "רביעי", "חמישי", "מחרתיים",
}

// normalizeHead mends the head of s: a head word run into the next
// ("remindme" → "remind me") and a head word misspelt by one edit, a
// letter doubled, dropped, changed or swapped with its neighbour
// ("remiind" → "remind"), when one head word alone is that near; and it
// drops a drawn-out "hmm" there ("מממ", "ummm").
func normalizeHead(s string) string {
	fields := strings.Fields(s)
	changed := mendDays(fields)
	changed = mendDayPlace(fields) || changed
	changed = mendListWords(fields) || changed
	for i := 0; i < len(fields); i++ {
		w := fields[i]
		core := toLower(strings.TrimRight(w, ",.:;!?"))
		if isInterjection(core) && !(i == 0 && capsName(s, len(w))) {
			fields = append(fields[:i], fields[i+1:]...)
			i--
			changed = true
			continue
		}
		if headWords[core] {
			continue
		}
		if a, b, ok := gluedInterjection(core, next(fields, i)); ok && (i == 0 || itemWords(strings.Join(fields[:i], " ")) == 0) {
			fields[i] = a + " " + b + w[len(core):] // "ochi've got a dentist appt tmrw at 3"
			changed = true
			continue
		}
		if a, b, ok := gluedSigh(core); ok && (i == 0 || itemWords(strings.Join(fields[:i], " ")) == 0) {
			fields[i] = a + " " + b + w[len(core):] // "ughdrained, barely slept"
			changed = true
			continue
		}
		if rest, ok := gluedWhatDid(core); ok && (i == 0 || itemWords(strings.Join(fields[:i], " ")) == 0) {
			fields[i] = "מה " + rest + w[len(core):] // "מהשמרתי הרגע": what did I save, no report of a deed
			changed = true
			continue
		}
		if fix, ok := questionWord(core, next(fields, i)); ok && (i == 0 || itemWords(strings.Join(fields[:i], " ")) == 0) {
			fields[i] = fix + w[len(core):] // "wats my locker combo", "whaat do you do"
			changed = true
			continue
		}
		if i > 0 {
			if me, ok := drawnOutMe(core, toLower(strings.TrimRight(fields[i-1], ",.:;!?"))); ok {
				fields[i] = me + w[len(core):]
				changed = true
				continue
			}
		}
		if a, b, ok := gluedHead(core); ok {
			fields[i] = a + " " + b + w[len(core):]
			changed = true
			continue
		}
		if a, b, ok := gluedElided(core); ok {
			fields[i] = a + " " + b + w[len(core):] // "remberthat"
			changed = true
			continue
		}
		if a, b, ok := gluedDrawnOut(core); ok {
			fields[i] = a + " " + b + w[len(core):]
			changed = true
			continue
		}
		if fix, ok := nearHead(core, next(fields, i)); ok {
			fields[i] = fix + w[len(core):]
			changed = true
			continue
		}
		break // the head ends at the first word that is no head word's
	}
	// A command after a time said first ("at 5 reemind me to …"): a word
	// one slip from a head verb, with a head word after it.
	for i := 1; i < len(fields); i++ {
		core := toLower(strings.TrimRight(fields[i], ",.:;!?"))
		if headWords[core] {
			continue
		}
		if n := next(fields, i); headParticles[n] || headVerbs[n] {
			if fix, ok := nearHead(core, n); ok {
				fields[i] = fix + fields[i][len(core):]
				changed = true
			}
		}
	}
	if !changed {
		return s
	}
	return strings.Join(fields, " ")
}

// next is the word after fields[i], lower case, "" at the end.
func next(fields []string, i int) string {
	if i+1 >= len(fields) {
		return ""
	}
	return toLower(strings.TrimRight(fields[i+1], ",.:;!?"))
}

// shortDays are day words too short to mend from any slip: only a letter
// doubled after their first ("מחרר", "העררב"), which makes no word; the
// first doubled may be a prefix ("ממחר" is "from tomorrow").
var shortDays = []string{"מחר", "הערב", "שישי", "היום", "הבוקר", "today"}

// gluedOpenings are two-word openings of questions and follow-ups that a
// fast thumb runs together ("whatis my locker code", "cancelit",
// "checkoff the milk"): written as one word at the head, they are split.
var gluedOpenings = []string{
	"what is", "what's my", "whats my", "what time", "what's on", "whats on", "when is", "when's that", "for when",
	"how does", "how's my", "do you", "did you", "check off", "tick off", "cross off", "call off", "no need",
	"just cancel", "cancel it", "delete it", "remove it", "move it", "push it", "done with", "text me", "ping me",
	"pls rmnd", "plz rmnd", "pls remind", "let me", "wake me", "set an",
	// The questions about one's day said in their own words (asks_standard.go).
	"got anything", "do i", "i got", "what all",
}

// gluedHead splits w into two head words, when it is a two-word run of
// the head lexicons written together.
func gluedHead(w string) (string, string, bool) {
	p, ok := headPairs[w]
	return p[0], p[1], ok
}

// nearHead is the one head verb w is a misspelling of, if any: one slip
// from it, or else a long one said short ("rember") or a Hebrew one with
// a vowel letter more ("תזכורי"), see oneVerb for two as near. A word of
// four letters is mended only before a head word ("ntoe that", "תבקע
// ביומן"): alone, one slip from a short verb is too often a word.
func nearHead(w, after string) (string, bool) {
	if h, ok := skeletonOf(w); ok {
		return h, true // "rmbr": a long verb written by its consonants
	}
	n := utf8.RuneCountInString(w)
	if n < 4 || n < 5 && !headWords[after] && !heClause(after) || wordsNotSlips[w] {
		return "", false
	}
	var near []string
	for _, h := range headFixes {
		if slipOf(w, h) {
			near = append(near, h)
		}
	}
	if len(near) == 0 {
		if h, ok := elided(w); ok {
			return h, true
		}
		if near = plene(w); len(near) == 0 {
			if near = soundSlips(w, after); len(near) == 0 {
				return "", false
			}
		}
	}
	return oneVerb(near, after)
}

// wordsNotSlips are words one slip from a head word that are words of
// their own: "what can you even do" asks no "event", "pay the lease" says
// no "please"; "מה רשמת לי" asks what was written, of no list ("רשימת").
// The English ones are what a dictionary holds one slip from a head word
// (TestSlipsAreNotWords finds a new one when a head word is added), but
// for the rare ones a slip makes more often than a writer means them
// ("juts so you know").
var wordsNotSlips = wordSet(`even ever evens ester forge heck lease nude pease peter pleas render rite sick tick vent writ thin thus tins thick cold bene רשמת השבועה השבע השבעה תכנית תרשים תרשומת
	צריבה צריח צריחים צריחה
	חמישה חמישים חמישית שישה שישים שישית רביעה רביעית שלישה שלישית ראשונה ראשונים ראשונות ראשית
	שבוע בשבוע לשבוע משבוע השבועי שבועות השבועות
	לשכוך צריחות תאירי תסיקי תשמני תשכיר תשכור`)

// heClause reports whether w opens what a Hebrew command governs: an
// infinitive ("לקנות") or a clause with ש ("שסיימתי"), four letters or
// more.
func heClause(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return (r == 'ל' || r == 'ש') && utf8.RuneCountInString(w) >= 4
}

// genderForms reports whether a and b are one Hebrew verb said to a man
// and to a woman ("תכניס", "תכניסי"), which mend alike.
func genderForms(a, b string) bool {
	return a+"י" == b || b+"י" == a
}

// isInterjection reports whether w is a drawn-out "hmm" or "umm" ("מממ",
// "אממממ", "hmmmm", "ummm").
func isInterjection(w string) bool {
	rs := []rune(w)
	if len(rs) < 2 {
		return false
	}
	body := rs
	switch {
	case rs[0] == 'א' || rs[0] == 'ה' || rs[0] == 'u' || rs[0] == 'h' || rs[0] == 'e':
		body = rs[1:]
	}
	if len(body) < 2 {
		return false
	}
	for _, r := range body {
		if r != 'מ' && r != 'm' && r != 'ם' {
			return false
		}
	}
	return true
}

// slipOf reports whether w is word mistyped by one slip of the keys: a
// letter doubled or dropped, or two neighbours swapped. A letter changed
// for another is no slip here: it makes other words too often ("where",
// "there").
func slipOf(w, word string) bool {
	if d := len(w) - len(word); d < -utf8.UTFMax || d > utf8.UTFMax {
		return false // most words are far from most others
	}
	// Strip what the two share at either end, keeping whole runes: one
	// slip leaves one rune in the middle of one of them and none in the
	// other's (doubled, dropped), or two swapped in both.
	p := 0
	for p < len(w) && p < len(word) && w[p] == word[p] {
		p++
	}
	for p > 0 && (p < len(w) && !utf8.RuneStart(w[p]) || p < len(word) && !utf8.RuneStart(word[p])) {
		p--
	}
	s := 0
	for s < len(w)-p && s < len(word)-p && w[len(w)-1-s] == word[len(word)-1-s] {
		s++
	}
	for s > 0 && (!utf8.RuneStart(w[len(w)-s]) || !utf8.RuneStart(word[len(word)-s])) {
		s--
	}
	a, b := w[p:len(w)-s], word[p:len(word)-s]
	if len(a) != len(b) && len(a) != 0 && len(b) != 0 {
		return false // no slip leaves runes in both but a swap, which keeps the length: most pairs end here, uncounted
	}
	switch na, nb := utf8.RuneCountInString(a), utf8.RuneCountInString(b); {
	case na == 2 && nb == 2: // two neighbours swapped
		_, n := utf8.DecodeRuneInString(a)
		return len(a) == len(b) && a[n:] == b[:len(a)-n] && a[:n] == b[len(a)-n:]
	case na == 1 && nb == 0: // a letter doubled: the one before it
		last, _ := utf8.DecodeLastRuneInString(w[:p])
		return p > 0 && a == string(last)
	case na == 0 && nb == 1: // a letter dropped
		return true
	}
	return false
}
