package offline

import (
	"strconv"
	"strings"

	"github.com/memo-assistant/memo/lexicon"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/resolution"
)

// knownListScore is how close a name must be to one of the user's lists for
// "add milk to shopping" (no word "list") to mean that list.
const knownListScore = 0.85

var (
	reListCreateEN = re(`^(?:please\s+)?(?:create|make|start|open|new)\b.*\b(?:list|checklist)\b|` +
		`^(?:i'?d\s+like|i\s+would\s+like|i\s+want|i\s+need)\s+(?:a|another)\s+(?:new\s+)?(?:\S+\s+){0,2}?(?:list|checklist)\s+(?:called|named|with|containing|:)`)
	reListCreateHE = re(`^(?:(?:אני\s+)?(?:רוצה|צריך|צריכה)\s+(?:עוד\s+)?(?:רשימה|רשימת)\s+(?:חדשה\s+)?(?:בשם|עם)\s)|^(?:(?:תיצור|צור|תצור|תפתח|פתח|תעשה|תעשי|צרי|תיצרי|תפתחי|פתחי|תכין|תכיני|הכן|הכיני|תתחיל|תתחילי|התחל|תפתח|תרשום|תרשמי|רשום|רשמי|תכתוב|תכתבי)\s+(?:לי\s+)?)?(?:רשימה|רשימת|צ'קליסט)\b`)
	// reKindListFor is a kind of list and what it is for: "packing list
	// for the ski trip", "shopping list for the party".
	reKindListFor = re(`^(\S+(?:\s+\S+)?)\s+(?:list|checklist)\s+for\s+(.+)$`)
	reListSep     = re(`\s*:\s*|\s+(?:with|containing|including|עם|שכוללת|של הפריטים)\s+|\s+[-–—]\s+`)

	reListsAllEN = re(`^(?:(?:show|list|see|view|display|get)\s+)?(?:me\s+)?(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+)?lists$|^(?:what|which) lists do i have$`)
	reListsAllHE = re(`^(?:(?:תראה|תראי|הראה|תציג|תציגי|הצג|תן|תני)\s+)?(?:לי\s+)?(?:את\s+)?(?:כל\s+)?(?:ה)?רשימות(?:\s+שלי)?$|^(?:איזה|אילו|מה ה)\s*רשימות(?:\s+יש לי)?$`)

	reListShowEN = []*pattern{
		re(`^(?:(?:show|see|view|display|open|get|read|check)\s+(?:me\s+|us\s+)?|give\s+(?:me|us)\s+)(?:back\s+)?(?:the\s+|my\s+)?(.+?)\s+list` + listAskTail + `$`),
		re(`^(?:show|see|view|display|open|read)\s+(?:me\s+|us\s+)?(?:back\s+)?(?:the\s+|my\s+)?list\s+(.+)$`),
		re(`^what(?:'?s| is)\s+(?:included\s+|listed\s+)?(?:on|in)\s+(?:the\s+|my\s+)?(.+?)(?:\s+list)?(?:\s+(?:now|right\s+now|at\s+the\s+moment|so\s+far|currently))?` + listAskTail + `$`),
	}
	reListShow        = concat(reListShowEN, reListShowHE)
	reListShowKnownEN = re(`^(?:show|see|view|display|open|read)\s+(?:me\s+)?(?:back\s+)?(?:the\s+|my\s+)?(.+)$`)
	reListShowHE      = []*pattern{
		// The list named, or the one list said alone ("תראה לי את הרשימה").
		re(`^(?:תראה|תראי|הראה|הראי|תציג|תציגי|הצג|פתח|תפתח|תפתחי)\s+(?:לי\s+)?(?:את\s+)?(?:ה)?רשימ(?:ת|ה)(?:\s+שלי)?(?:\s+(?:של\s+)?(?:ה)?(.+))?$`),
		// What a list holds asked with the verb of being in it: "מה כלול ברשימת
		// הקניות", "מה רשום ברשימה", "מה מופיע ברשימת …".
		re(`^מה\s+(?:` + heHolds + `\s+)?(?:ב|על\s+)(?:ה)?רשימ(?:ת|ה)\s*(?:של\s+)?(.*)$`),
	}

	reListAddEN   = re(`^(?:please\s+)?(?:add|put|include|throw|stick)\s+(.+?)\s+(?:to|on|in|into|onto)\s+(?:the\s+|my\s+)?(.+?)$`)
	reListAddHE   = re(`^(?:תוסיף|הוסף|תוסיפי|הוסיפי|תכניס|תכניסי|להוסיף|שים|תשים|תשימי)\s+(?:לי\s+)?(?:את\s+)?(.+?)\s+(?:ל|אל\s+|ב|בתוך\s+)(?:ה)?רשימ(?:ת|ה)(?:\s+(?:של\s+)?(?:ה)?(.+))?$`)
	reListAddToHE = re(`^(?:(?:תוסיף|הוסף|תוסיפי|הוסיפי|תכניס|תכניסי|להוסיף|שים|תשים|תשימי)\s+)?(?:ל|אל\s+)(?:ה)?רשימ(?:ת|ה)\s+(.+)$`)
	// reListNamedAddEN is the list named first: "shopping list: add milk".
	reListNamedAddEN = re(`^(?:(?:my|the)\s+)?(\S+(?:\s+\S+)?)\s+list\s*[:,\-–—]?\s*(?:add|put|plus|\+)\s+(.+)$`)
	// reListAddNoVerbHE is items sent to a list with no verb: "לחם וחלב
	// לרשימת הקניות".
	reListAddNoVerbHE = re(`^(.+?)\s+(?:ל|אל\s+)(?:ה)?רשימ(?:ת|ה)\s+(?:של\s+)?(.+)$`)
	reListAddBareHE   = re(`^(?:תוסיף|הוסף|תוסיפי|הוסיפי|תכניס|תכניסי|שים|תשים|תשימי)\s+(?:לי\s+)?(?:את\s+)?(.+)\s+ל(?:ה)?(\S+)$`)
	// reListAddLeadHE names the list first: "תוסיף לקניות חלב", "תוסיף
	// לטיול מים" (a list of the user's only), "להוסיף לshopping list חלב"
	// (a name in Latin letters with its "list", glued to the ל).
	reListAddLeadHE = re(`^(?:תוסיף|הוסף|תוסיפי|הוסיפי|תכניס|תכניסי|להוסיף|שים|תשים|תשימי)\s+(?:לי\s+)?(?:גם\s+)?ל-?([a-z][a-z'-]*\s+list|\S+)\s+(?:גם\s+)?(?:את\s+)?(.+)$`)

	reListRemoveEN = re(`^(?:please\s+)?(?:remove|delete|take|cross|erase|drop)\s+(?:off\s+)?(.+?)\s+(?:from|off(?:\s+of)?)\s+(?:the\s+|my\s+)?(.+?)$`)
	reListRemoveHE = re(`^(?:תמחק|מחק|תמחקי|מחקי|תוריד|הורד|תורידי|תסיר|הסר|תסירי)\s+(?:לי\s+)?(?:את\s+)?(.+?)\s+מ(?:ה)?(?:רשימ(?:ת|ה)\s*(?:של\s+)?(?:ה)?)?(.*)$`)

	reListCheckEN   = re(`^(?:please\s+)?(un)?(?:check|tick|mark|cross)\s+(?:off\s+)?(.+?)\s+(?:on|in|from|off)\s+(?:the\s+|my\s+)?(.+?)(?:\s+as\s+(?:done|bought|checked|unchecked|not done))?$`)
	reListCheckBare = re(`^(?:please\s+)?(un)?(?:check|tick|cross)\s+(?:off\s+)?(.+)$`)
	// reListMarkBought is "mark X as bought": "as bought" says X is a
	// list's item ("mark X as done" is a task's).
	reListMarkBought = re(`^(?:please\s+)?(un)?mark\s+(?:off\s+)?(.+?)\s+as\s+(?:bought|purchased|got|gotten|picked\s+up)$`)
	reListCheckHE    = re(`^(?:(בטל סימון|תבטל סימון|תבטלי סימון|הסר סימון)|סמן|תסמן|תסמני|סמני)\s+(?:של\s+)?(?:את\s+)?(.+?)\s+(?:ב|על\s+)(?:ה)?רשימ(?:ת|ה)\s*(?:של\s+)?(?:ה)?(.*)$`)
	reListCheckBareH = re(`^(?:(בטל סימון|תבטל סימון|תבטלי סימון|הסר סימון)|סמן|תסמן|תסמני|סמני)\s+(?:של\s+)?(?:את\s+)?(.+?)(?:\s+כ(?:בוצע|נקנה|קנוי|מסומן))?$`)

	reListDeleteEN = re(`^(?:please\s+)?(?:delete|remove|drop|erase|trash)\s+(?:the\s+|my\s+)?(?:whole\s+|entire\s+)?(?:(.+?)\s+list|list\s+(.+))$`)
	reListDeleteHE = re(`^(?:תמחק|מחק|תמחקי|מחקי|למחוק|תסיר|תסירי|הסר)\s+(?:לי\s+)?(?:את\s+)?(?:כל\s+)?(?:ה)?רשימ(?:ת|ה)\s*(?:של\s+)?(?:ה)?(.*)$`)
)

// listAskTail is what a question about a list may close with that is no
// word of its name: "what's on the list then", "show us the list pls
// mate".
const listAskTail = `(?:\s+(?:then|now|again|pls|please|plz|mate|bro|cuz|bud|eh|again\s+pls))*`

// heHolds are the words of what is in a list, asked after "מה": "יש",
// "רשום", "כלול", "נמצא", "מופיע", with their plural.
const heHolds = `(?:יש|נמצא|נמצאים|נמצאות|כתוב|כתובים|רשום|רשומים|רשומות|כלול|כלולים|כלולות|כלולה|מופיע|מופיעים|מופיעות)`

// reListRenameEN / reListRenameHE rename a list: "rename the market list
// to supermarket", "change the name of the X list to Y", "call the X list
// Y instead", "תשנה את השם של רשימת שוק לשוק הכרמל", "תשנה את שם הרשימה
// X ל-Y".
var (
	reListRenameEN = re(`^(?:please\s+)?(?:rename|retitle)\s+(?:the\s+|my\s+)?(?:(.+?)\s+list|list\s+(.+?))\s+(?:to|as|into)\s+(.+)$|` +
		`^(?:please\s+)?(?:change|update)\s+(?:the\s+)?name\s+of\s+(?:the\s+|my\s+)?(?:(.+?)\s+list|list\s+(.+?))\s+to\s+(.+)$|` +
		`^(?:please\s+)?call\s+(?:the\s+|my\s+)(.+?)\s+list\s+(.+?)(?:\s+instead)?$`)
	reListRenameHE = re(`^(?:תשנה|תשני|שנה|שני)\s+(?:את\s+)?(?:השם\s+של\s+|שם\s+)(?:ה)?רשימ(?:ת|ה)\s+(?:של\s+)?(?:ה)?(.+?)\s+(?:ל-?|אל\s+)(.+)$|` +
		`^(?:תקרא|תקראי|קרא)\s+(?:ל)?(?:ה)?רשימ(?:ת|ה)\s+(?:של\s+)?(?:ה)?(.+?)\s+(?:בשם\s+)?(.+)$`)
)

// matchListRename reads a new name for a list.
func matchListRename(m *message) ([]memo.Step, bool, error) {
	var from, to string
	if g, ok := m.find(reListRenameEN); ok {
		from, to = firstOf(g[1:3]), g[3]
		if from == "" && to == "" {
			from, to = firstOf(g[4:6]), g[6]
		}
		if from == "" && to == "" {
			from, to = g[7], g[8]
		}
	} else if g, ok := m.find(reListRenameHE); ok {
		if g[1] == "" {
			from, to = g[3], g[4]
		} else if from, to, ok = m.heRenameSplit(g[1] + " ל" + g[2]); !ok {
			return nil, false, nil
		}
	} else {
		return nil, false, nil
	}
	from, to = listName(from), strings.Trim(strings.TrimSpace(to), ` "'“”„.!?`)
	to = trimTrailingWords(trimWords(to, "the", "a"), "instead", "list", "במקום")
	if from == "" || to == "" {
		return nil, false, nil
	}
	return []memo.Step{listStep(memo.OpListRename, memo.ListArgs{Name: from, NewName: to})}, true, nil
}

// heRenameSplit splits "שוק לשוק הכרמל" into the list's name and its new
// one at a word led by ל. When it can split at more than one such word
// ("קניות לבית לסופר"), the split whose first part is a list the user has
// is taken, and with none or several the message is not claimed.
func (m *message) heRenameSplit(s string) (from, to string, ok bool) {
	words := strings.Fields(s)
	var cands [][2]string
	for i := 1; i < len(words); i++ {
		w := words[i]
		if !strings.HasPrefix(w, "ל") || len(w) <= len("ל") {
			continue
		}
		to := strings.TrimPrefix(strings.TrimPrefix(w, "ל"), "-")
		cands = append(cands, [2]string{strings.Join(words[:i], " "), strings.TrimSpace(to + " " + strings.Join(words[i+1:], " "))})
	}
	if len(cands) == 1 {
		return cands[0][0], cands[0][1], true
	}
	var hit [][2]string
	for _, c := range cands {
		for _, n := range m.req.ListNames {
			if strings.EqualFold(listName(c[0]), n) {
				hit = append(hit, c)
			}
		}
	}
	if len(hit) == 1 {
		return hit[0][0], hit[0][1], true
	}
	return "", "", false
}

// reListForHE is "רשימה ל…": a list for something, whose name is that.
var reListForHE = compile(`רשימ(?:ה|ת)(?:\s+חדשה)?\s+ל\p{Hebrew}`)

// runOnItemWords is how many words one item may have before a list said
// without commas is read as several items run together.
const runOnItemWords = 4

// runOnItems reports whether items are one long item that is likely
// several said without commas ("towel water bottle headphones lock"):
// which words go together cannot be known, so the list is not guessed.
func runOnItems(items []string) bool {
	return len(items) == 1 && len(strings.Fields(items[0])) >= runOnItemWords
}

// itemsRunOn is the reply to items said without commas.
func itemsRunOn(m *message) error {
	return memo.Refuse(memo.EInvalid, memo.WhyItemsRunOn, memo.Detail{})
}

// reListWordHE is the word "list" opening a phrase: "הרשימה של", "רשימת".
var reListWordHE = compile(`^(?:את\s+)?(?:כל\s+)?(?:ה)?רשימ(?:ת|ה)(?:\s|$)`)

// knownList returns the user's list name closest to name, if close enough.
func (m *message) knownList(name string) (string, bool) {
	name = strings.TrimSpace(name)
	if name == "" {
		return "", false
	}
	best, bestScore := "", 0.0
	for _, n := range m.req.ListNames {
		// "סט ליסט" is read as "סט רשימה" in the message: so is the name.
		if s := max(resolution.Score(name, n), resolution.Score(name, loanListWord(n))); s > bestScore {
			best, bestScore = n, s
		}
	}
	if bestScore < knownListScore {
		return m.spelledList(name) // "סטליסט" for "setlist"
	}
	return best, true
}

// kindOfList is knownList, or else the user's one list of the kind name
// is ("סופר" for the user's "קניות").
func (m *message) kindOfList(name string) (string, bool) {
	if known, ok := m.knownList(name); ok {
		return known, true
	}
	if i, ok := resolution.SameKind(strings.TrimSpace(name), m.req.ListNames); ok {
		return m.req.ListNames[i], true
	}
	return "", false
}

// listName strips the words around a list's name ("the", "list", "my"),
// and a Hebrew prefix letter hyphened to a name in another script ("של
// ה-offsite" is the "offsite" list).
func listName(s string) string {
	s = trimWords(peelLookup(strings.TrimSpace(s)), "the", "my", "a", "an", "whole", "entire", "list", "of", "called", "named", "בשם", "את", "כל", "של", "רשימת", "רשימה")
	s = trimTrailingWords(s, "list", "checklist", "one", "שלי")
	return lexicon.PeelHyphened(strings.Trim(s, ` "'“”„:`))
}

func listStep(op memo.Op, args memo.ListArgs) memo.Step {
	return memo.Step{Capability: memo.CapLists, Operation: op, Lists: &args}
}

func matchListCreate(m *message) ([]memo.Step, bool, error) {
	if !reListCreateEN.MatchString(m.low) && !reListCreateHE.MatchString(m.low) {
		return nil, false, nil
	}
	head, tail := m.raw, ""
	colon := false
	if h, t, ok := strings.Cut(m.raw, ":"); ok && !strings.Contains(t, ":") && !digitsAround(m.raw, len(h)) {
		// A colon parts the name from the items whatever stands before it:
		// "a list for dad - things to bring to hospital: pajamas, …".
		head, tail, colon = h, t, true
	} else if loc := reListSep.FindStringIndex(m.raw); loc != nil {
		head, tail = m.raw[:loc[0]], m.raw[loc[1]:]
	}
	head = calledName(head)
	name := trimWords(head, "please", "create", "make", "start", "open", "new", "me", "a", "an", "the", "my", "i'd", "i", "would", "like", "want", "need", "another",
		"אני", "רוצה", "צריך", "צריכה", "עוד",
		"תיצור", "צור", "תצור", "תפתח", "פתח", "תעשה", "תעשי", "צרי", "תיצרי", "תפתחי", "פתחי", "תכין", "תכיני", "הכן", "הכיני", "תתחיל", "תתחילי", "התחל", "תרשום", "תרשמי", "רשום", "רשמי", "תכתוב", "תכתבי", "לי")
	name = trimWords(name, "new", "list", "checklist", "called", "named", "for", "רשימה", "רשימת", "צ'קליסט", "חדשה", "בשם", "של")
	name = trimTrailingWords(name, "list", "checklist", "חדשה")
	name = trimWords(name, "called", "named", "בשם")
	name = trimTrailingWords(name, listNameEnds...)
	name = strings.Trim(name, ` "'“”„`)
	if genericListName(name) {
		// "new list: books to read - Educated, Sapiens": the name is what
		// stands before the dash.
		if n, items, ok := strings.Cut(tail, " - "); ok {
			name, tail = strings.TrimSpace(n), items
		} else if tail == "" {
			name = ""
		}
	}
	if strings.ContainsAny(name, ",;\n") {
		// "רשימה לטיול פנס, אוהל", "רשימה קניות חלב, ביצים": items said
		// after the name with no colon; where the name ends is not known.
		return nil, false, nil
	}
	var runItems []string
	if tail == "" && reListForHE.MatchString(head) {
		n, its, ok, ask := forGroceries(name)
		if ask {
			return nil, true, memo.Refuse(memo.EInvalid, memo.WhyListNameEnds, memo.Detail{})
		}
		if ok {
			name, runItems = n, its // "רשימה לעוגה קמח סוכר ביצים"
		}
	}
	if g := reKindListFor.FindStringSubmatch(name); g != nil && len(strings.Fields(g[2])) <= 4 {
		name = g[1] + " for " + g[2] // "start a packing list for the ski trip": "packing for the ski trip"
	} else if n := len(strings.Fields(name)); n > 4 && !(colon && n <= 8) {
		// "new shopping list milk eggs bread": a name that runs on is
		// more likely items said without commas; ask rather than guess.
		return nil, false, nil
	}
	if reListForHE.MatchString(head) {
		name = strings.TrimPrefix(name, "ל") // "רשימה לחדר כושר": the list for the gym
	}
	items := SplitItems(tail)
	if runItems != nil {
		items = runItems
	}
	if runOnItems(items) {
		return nil, true, itemsRunOn(m)
	}
	args := memo.ListArgs{Name: name, Items: items, Checklist: true}
	if known, ok := m.knownList(name); ok {
		args.Name = known
		if len(items) > 0 {
			return []memo.Step{listStep(memo.OpListAdd, args)}, true, nil
		}
		return []memo.Step{listStep(memo.OpListGet, args)}, true, nil
	}
	return []memo.Step{listStep(memo.OpListCreate, args)}, true, nil
}

// genericListName reports whether name is no name at all ("new", "my").
func genericListName(name string) bool {
	switch toLower(strings.TrimSpace(name)) {
	case "", "new", "a", "my", "the", "list", "a new", "חדשה", "רשימה", "חדש":
		return true
	}
	return timeListName(name)
}

// timeListName reports whether name only says for when ("for tomorrow",
// "למחר", "for next week"): "my list for tomorrow" is the user's to-do for
// that day, not a list of that name. Days that name lists ("לשבת", "for
// the weekend") are not among these.
func timeListName(name string) bool {
	switch toLower(oneSpace(name)) {
	case "for today", "for tomorrow", "for tonight", "for this week", "for next week", "for later",
		"להיום", "למחר", "למחרתיים", "להערב", "לשבוע הבא", "להמשך השבוע":
		return true
	}
	// "for saturday mornin", "for friday": a day or a time said whole.
	if rest, ok := strings.CutPrefix(toLower(strings.TrimSpace(name)), "for "); ok && !strings.HasPrefix(rest, "the ") {
		r, found, err := parseAnyDay(rest)
		return err == nil && found && len(r.Spans) > 0 && onlyConnectives(r.Remainder(rest))
	}
	return false
}

func matchListShowAll(m *message) ([]memo.Step, bool, error) {
	if reListsAllEN.MatchString(m.low) || reListsAllHE.MatchString(m.low) {
		return []memo.Step{listStep(memo.OpListGetAll, memo.ListArgs{})}, true, nil
	}
	return nil, false, nil
}

func matchListShow(m *message) ([]memo.Step, bool, error) {
	if st, ok := m.needToBuy(); ok {
		return st, true, nil
	}
	if name, ok := m.unspacedList(); ok {
		return []memo.Step{listStep(memo.OpListGet, memo.ListArgs{Name: name})}, true, nil // "show me the set list" of "setlist"
	}
	for _, r := range reListShow {
		if g, ok := m.find(r); ok {
			name := listName(nowOff(g[1]))
			if name == "" && g[1] != "" && !namesAList(g[0]) {
				continue // "what's on now": a time asked about, no list
			}
			if known, ok := m.knownList(name); ok {
				name = known
			}
			return []memo.Step{listStep(memo.OpListGet, memo.ListArgs{Name: name})}, true, nil
		}
	}
	for _, r := range []*pattern{reListShowKnownEN, reListShowKnownHE} {
		if g, ok := m.find(r); ok {
			if name, ok := m.knownList(listName(g[1])); ok {
				return []memo.Step{listStep(memo.OpListGet, memo.ListArgs{Name: name})}, true, nil
			}
		}
	}
	if len(strings.Fields(m.raw)) > 4 {
		return nil, false, nil // a list's name alone is a few words: scoring longer texts is wasted
	}
	if name, ok := m.knownList(listName(m.raw)); ok {
		return []memo.Step{listStep(memo.OpListGet, memo.ListArgs{Name: name})}, true, nil
	}
	return nil, false, nil
}

// listTarget decides whether target names a list: it says "list", or it is
// close to one of the user's lists. It returns the name to resolve ("" =
// the list the user means by context).
func (m *message) listTarget(target string) (string, bool) {
	low := toLower(target)
	saysList := low == "list" || strings.HasSuffix(low, " list") || strings.HasPrefix(low, "list ") ||
		strings.Contains(low, "רשימ")
	if known, ok := m.unspacedName(target); ok {
		return known, true // "the set list" of "setlist"
	}
	name := listName(target)
	if timeListName(name) {
		return "", false // "my list for tomorrow": a to-do for a day, not a list
	}
	if known, ok := m.knownList(name); ok {
		return known, true
	}
	return name, saysList
}

// itemRefs reads "2", "1,3", "1-2" as item numbers; otherwise it returns
// the item texts.
func itemRefs(s string) (texts []string, indexes []int) {
	parts := SplitItems(strings.ReplaceAll(s, "#", ""))
	for _, p := range parts {
		if lo, hi, ok := strings.Cut(p, "-"); ok {
			a, err1 := strconv.Atoi(strings.TrimSpace(lo))
			b, err2 := strconv.Atoi(strings.TrimSpace(hi))
			if err1 == nil && err2 == nil && a > 0 && a <= b && b-a < 50 {
				for i := a; i <= b; i++ {
					indexes = append(indexes, i)
				}
				continue
			}
		}
		n, err := strconv.Atoi(p)
		if err != nil || n <= 0 {
			return parts, nil
		}
		indexes = append(indexes, n)
	}
	return nil, indexes
}

func itemsStep(op memo.Op, name, items string) memo.Step {
	if s, ok := scopedStep(op, name, items); ok {
		return s // "everything", "the checked ones"
	}
	texts, idx := itemRefs(items)
	return listStep(op, memo.ListArgs{Name: name, Items: texts, ItemIndexes: idx})
}

func matchListRemoveItems(m *message) ([]memo.Step, bool, error) {
	if g, ok := m.find(reListRemoveEN); ok {
		if name, ok := m.listTarget(dropReason(g[2])); ok {
			return []memo.Step{itemsStep(memo.OpListRemove, name, dropReason(g[1]))}, true, nil
		}
	}
	if g, ok := m.find(reListRemoveHE); ok && !reListWordHE.MatchString(g[1]) {
		// "תמחק את הרשימה של מסיבת הסיום" names the list, not items of it.
		saysList := strings.Contains(m.low, "רשימ")
		name, known := m.knownList(dropReason(g[2]))
		if !known {
			name = listName(dropReason(g[2]))
		}
		if saysList || known {
			return []memo.Step{itemsStep(memo.OpListRemove, name, dropReason(g[1]))}, true, nil
		}
	}
	return nil, false, nil
}

// onShownList reports whether the chat was last shown a list's items, so a
// bare "check 2" means that list.
func (m *message) onShownList() (string, bool) {
	if n := m.numbered(); n != nil && n.Kind == memo.NumberedListItems {
		return n.ParentID, true
	}
	return "", false
}

// reDoneAs is what a check says the items became, after them: "as done",
// "as bought", "כבוצע", "כנקנה". It is no part of an item's name.
var reDoneAs = compile(`(?i)\s+(?:as\s+(?:done|bought|complete|completed|checked|purchased|got)|כבוצע|כבוצעו|כנקנה|כנקנו|כגמור|כגמורים|כסגור)\s*$`)

func matchListCheckItems(m *message) ([]memo.Step, bool, error) {
	op := func(un string) memo.Op {
		if un != "" {
			return memo.OpListUncheck
		}
		return memo.OpListCheck
	}
	if g, ok := m.find(reListCheckEN); ok {
		if name, ok := m.listTarget(g[3]); ok {
			return []memo.Step{itemsStep(op(g[1]), name, reDoneAs.ReplaceAllString(g[2], ""))}, true, nil
		}
	}
	if g, ok := m.find(reListCheckHE); ok {
		return []memo.Step{itemsStep(op(g[1]), listName(g[3]), reDoneAs.ReplaceAllString(g[2], ""))}, true, nil
	}
	if parent, ok := m.onShownList(); ok {
		for _, r := range []*pattern{reListMarkBought, reListCheckBare, reListCheckBareH} {
			if g, ok := m.find(r); ok {
				s := itemsStep(op(g[1]), "", reDoneAs.ReplaceAllString(g[2], ""))
				s.Lists.ListID = parent
				return []memo.Step{s}, true, nil
			}
		}
	}
	return nil, false, nil
}

// reFromWord is "from" or "off" inside a list's name, which says items
// are taken off a list, not that a list is deleted.
var reFromWord = compile(`(?:^|\s)(?:from|off)\s`)

func matchListDelete(m *message) ([]memo.Step, bool, error) {
	if g, ok := m.find(reListDeleteEN); ok {
		name := g[1]
		if name == "" {
			name = g[2]
		}
		if reFromWord.MatchString(toLower(name)) {
			return nil, false, nil // "remove eggs from that list": items, not the list
		}
		if known, ok := m.unspacedName(name + " list"); ok && g[1] != "" {
			name = known // "delete the set list" of "setlist"
		}
		return []memo.Step{listStep(memo.OpListDelete, memo.ListArgs{Name: listName(name)})}, true, nil
	}
	if g, ok := m.find(reListDeleteHE); ok {
		return []memo.Step{listStep(memo.OpListDelete, memo.ListArgs{Name: listName(g[1])})}, true, nil
	}
	return nil, false, nil
}
