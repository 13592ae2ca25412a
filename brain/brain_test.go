package brain_test

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
	"github.com/memo-assistant/memo/brain"
	"github.com/memo-assistant/memo/store/sqldb"
	"github.com/memo-assistant/memo/store/sqlite"
	"github.com/memo-assistant/memo/store/storetest"
)

// open returns a database with users u1 and u2, closed when the test ends.
func open(tb testing.TB) *sqldb.DB { tb.Helper(); return openAt(tb, nil) }

// openAt is open with the database's clock set to clock (nil: the real one).
func openAt(tb testing.TB, clock *storetest.Clock) *sqldb.DB {
	tb.Helper()
	var c memo.Clock
	if clock != nil {
		c = clock
	}
	db, err := sqlite.Open(tb.Context(), filepath.Join(tb.TempDir(), "memo.db"), c)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	for _, u := range []string{"u1", "u2"} {
		if _, err := db.EnsureUser(tb.Context(), u, "Asia/Jerusalem", ""); err != nil {
			tb.Fatal(err)
		}
	}
	return db
}

// synonyms make the fake embeddings know a little meaning the words do
// not show.
var synonyms = map[string]string{"car": "vehicle", "auto": "vehicle", "automobile": "vehicle"}

// embedder returns an OpenAI client on a fake server whose embeddings
// share dimensions as texts share words.
func embedder(t *testing.T) (*openai.Client, *openaitest.Server) {
	t.Helper()
	srv := openaitest.New(t)
	srv.SetEmbedding(openaitest.WordVectors(256, synonyms))
	c, err := openai.New(openai.Config{APIKey: "k", BaseURL: srv.URL, MaxRetries: -1})
	if err != nil {
		t.Fatal(err)
	}
	return c, srv
}

func newBrain(t *testing.T, db *sqldb.DB, e brain.Embedder) *brain.Brain {
	t.Helper()
	cfg := brain.Config{Store: db}
	if e != nil {
		cfg.Embedder, cfg.Model = e, "test-embed"
	}
	b, err := brain.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustStore(t *testing.T, b *brain.Brain, user string, d memo.MemoryDraft) memo.Memory {
	t.Helper()
	m, _, err := b.StoreMemory(t.Context(), user, "", d, nil)
	if err != nil {
		t.Fatalf("StoreMemory(%q): %v", d.Text, err)
	}
	return m
}

func fact(text, subject, value string) memo.MemoryDraft {
	return memo.MemoryDraft{Kind: memo.MemoryFact, Text: text, Subject: subject, Value: value}
}

func note(text string) memo.MemoryDraft { return memo.MemoryDraft{Kind: memo.MemoryNote, Text: text} }

// corpus is what the ranking tables search: facts, notes and a contact in
// both languages.
var corpus = []memo.MemoryDraft{
	fact("the wifi password at my parents' place is Sunflower77", "the wifi password at my parents' place", "Sunflower77"),
	fact("the wifi password at the office is Tulip12", "the wifi password at the office", "Tulip12"),
	fact("Gal's shoe size is 38", "Gal's shoe size", "38"),
	fact("Dana's birthday is on March 3", "Dana's birthday", "on March 3"),
	note("I parked on level -2, spot B14"),
	note("the kids' park party is on Saturday"),
	note("trip to France in May"),
	{Kind: memo.MemoryContact, Text: "Avi's phone is 054-1234567", Name: "Avi", Phone: "054-1234567"},
	fact("הקוד של השער אצל סבתא זה 4512", "הקוד של השער אצל סבתא", "4512"),
	fact("מידת הנעליים של עידו היא 31", "מידת הנעליים של עידו", "31"),
	note("חניתי בקומה מינוס 2 ליד עמוד C7"),
	fact("הקוד של האינטרנט הוא 1234", "הקוד של האינטרנט", "1234"),
	{Kind: memo.MemoryContact, Text: "המייל של רונית הוא ronit@example.com", Name: "רונית", Email: "ronit@example.com"},
}

// rankingCases are questions and the word the best answer must hold, ""
// for a question nothing answers.
var rankingCases = []struct{ q, want string }{
	{"what's the wifi password at my parents?", "Sunflower77"},
	{"wifi password at the office?", "Tulip12"},
	{"what size shoes does Gal wear", "38"},
	{"when is Dana's birthday?", "March 3"},
	{"where did i park?", "B14"},
	{"what do you know about Avi?", "054-1234567"},
	{"what's Avi's number", "054-1234567"},
	{"מה הקוד של השער אצל סבתא?", "4512"},
	{"מה מידת הנעליים של עידו?", "31"},
	{"איפה חניתי?", "C7"},
	{"where's the car?", "B14"},         // a word of the same concept
	{"איפה השארתי את האוטו?", "C7"},     // "left" says nothing; "the car" is parking
	{"where did i leave my car", "B14"}, // the English memory first for an English question
	{"מה הקוד של האינטרנט", "1234"},
	{"מָה הַקּוֹד שֶׁל הַשַּׁעַר אֵצֶל סָבְתָא", "4512"}, // with niqqud
	{"ומה הקוד לשער של סבתא", "4512"},                    // other prefixes
	{"מה המייל של רונית", "ronit@example.com"},
	// Names across scripts: the sound of a contact's name or a fact's subject.
	{"מה המספר של אבי", "054-1234567"},
	{"תן לי את הטלפון של אבי", "054-1234567"},
	{"what's Ronit's email", "ronit@example.com"},
	// Someone's thing is never another's: with the words of the thing in
	// the other language, nothing; with another person's name, nothing.
	{"מתי יום ההולדת של דנה", ""},
	{"what's Ido's shoe size", ""},    // not Gal's 38
	{"מה מידת הנעליים של גל", ""},     // not Ido's 31
	{"מה מידת הנעליים של גיל", ""},    // Gil is neither
	{"what's Avi's shoe size", ""},    // Avi is known, his shoe size is not
	{"מה מידת הנעליים של עידו", "31"}, // said as stored
	{"מה המידה של עידו?", "31"},       // "מידה" alone, stored in its construct state "מידת"
	{"what's the capital of France?", ""},
	{"who won the game yesterday", ""},
	{"מה מזג האוויר", ""},
	{"what's the code of the safe", ""},
	{"?!?", ""},
	{`"*" NEAR - ( )`, ""},
}

func TestRankingFullText(t *testing.T) {
	db := open(t)
	b := newBrain(t, db, nil)
	for _, d := range corpus {
		mustStore(t, b, "u1", d)
	}
	checkRanking(t, b)
}

func TestRankingHybrid(t *testing.T) {
	db := open(t)
	e, srv := embedder(t)
	b := newBrain(t, db, e)
	for _, d := range corpus {
		mustStore(t, b, "u1", d)
	}
	checkRanking(t, b)
	// Meaning the words do not share: only the embeddings find it.
	mustStore(t, b, "u1", note("car keys"))
	got, usage, err := b.SearchMemories(t.Context(), "u1", "automobile?", 3)
	if err != nil || len(got) == 0 || got[0].Text != "car keys" {
		t.Errorf("search by meaning = %v, %v", texts(got), err)
	}
	if usage.Calls != 1 {
		t.Errorf("a hybrid search made %d calls, want one embedding call", usage.Calls)
	}
	full := newBrain(t, db, nil)
	if got, _, _ := full.SearchMemories(t.Context(), "u1", "automobile?", 3); len(got) != 0 {
		t.Errorf("full text alone found %v for a word no memory holds", texts(got))
	}
	_ = srv
}

func checkRanking(t *testing.T, b *brain.Brain) {
	t.Helper()
	for _, c := range rankingCases {
		got, _, err := b.SearchMemories(t.Context(), "u1", c.q, 5)
		if err != nil {
			t.Errorf("%q: %v", c.q, err)
			continue
		}
		switch {
		case c.want == "" && len(got) > 0:
			t.Errorf("%q found %q (score %.2f); want nothing", c.q, got[0].Text, got[0].Score)
		case c.want != "" && (len(got) == 0 || !strings.Contains(got[0].Text+got[0].Phone+got[0].Email, c.want)):
			t.Errorf("%q found %q; want the memory with %q first", c.q, texts(got), c.want)
		case c.want != "" && (got[0].Score <= 0 || got[0].Score > 1):
			t.Errorf("%q: score %v, want within (0, 1]", c.q, got[0].Score)
		}
	}
}

func texts(ms []memo.Memory) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.Text
	}
	return out
}

// TestNewestAnswersFirst: of two memories that answer a question as well,
// the newer one comes first ("where did I park?" is today's spot), and a
// first-person memory answers a first-person question before another.
func TestNewestAnswersFirst(t *testing.T) {
	clock := storetest.NewClock(time.Date(2026, 3, 10, 8, 0, 0, 0, time.UTC))
	db := openAt(t, clock)
	b := newBrain(t, db, nil)
	mustStore(t, b, "u1", note("I parked on level 3, spot A1"))
	clock.Advance(time.Hour)
	mustStore(t, b, "u1", note("I parked on level -2, spot B14"))
	clock.Advance(time.Hour)
	mustStore(t, b, "u1", note("the kids' park party is on Saturday"))
	got, _, _ := b.SearchMemories(t.Context(), "u1", "where did I park", 5)
	if len(got) != 3 || !strings.Contains(got[0].Text, "B14") || !strings.Contains(got[1].Text, "A1") {
		t.Errorf("where did I park: %v; want B14, then A1, then the party", texts(got))
	}
	got, _, _ = b.SearchMemories(t.Context(), "u1", "park", 5)
	if len(got) != 3 || !strings.Contains(got[0].Text, "party") {
		t.Errorf("park: %v; want the newest first", texts(got))
	}
}

func TestIsolation(t *testing.T) {
	db := open(t)
	e, _ := embedder(t)
	for _, b := range []*brain.Brain{newBrain(t, db, nil), newBrain(t, db, e)} {
		mustStore(t, b, "u1", note("the alarm code is 9911"))
		for _, q := range []string{"alarm code", "what's the alarm code?", "9911"} {
			got, _, err := b.SearchMemories(t.Context(), "u2", q, 5)
			if err != nil || len(got) != 0 {
				t.Errorf("u2 searching %q found %v (%v)", q, texts(got), err)
			}
		}
		if all, n, _ := b.FindMemories(t.Context(), "u2", memo.MemoryFilter{}); n != 0 || len(all) != 0 {
			t.Errorf("u2 lists u1's memories: %v", texts(all))
		}
		if c, _ := b.MemoryConflicts(t.Context(), "u2", fact("the alarm code is 1", "the alarm code", "1")); len(c) != 0 {
			t.Errorf("u2's fact conflicts with u1's: %v", texts(c))
		}
		got, _, _ := b.SearchMemories(t.Context(), "u1", "alarm code", 5)
		if len(got) == 0 {
			t.Errorf("u1 does not find their own memory")
		}
	}
}

func TestEmbeddingsOncePerMemory(t *testing.T) {
	db := open(t)
	e, srv := embedder(t)
	b := newBrain(t, db, e)
	m, usage, err := b.StoreMemory(t.Context(), "u1", "k", note("the gate code is 4512"), nil)
	if err != nil || usage.Calls != 1 {
		t.Fatalf("StoreMemory = %v, usage %+v", err, usage)
	}
	if _, usage, _ := b.StoreMemory(t.Context(), "u1", "k", note("the gate code is 4512"), nil); usage.Calls != 1 {
		t.Errorf("a retried store: usage %+v", usage)
	}
	before := len(srv.Requests())
	for range 3 {
		if got, usage, _ := b.SearchMemories(t.Context(), "u1", "gate code", 5); len(got) != 1 || usage.Calls != 1 {
			t.Errorf("search: %v, usage %+v; want one memory, one call (the query's)", texts(got), usage)
		}
	}
	if n := len(srv.Requests()) - before; n != 3 {
		t.Errorf("three searches made %d requests, want 3 (the memory is not embedded again)", n)
	}
	upd, usage, err := b.UpdateMemory(t.Context(), "u1", m.ID, note("the gate code is 7777"))
	if err != nil || usage.Calls != 1 || upd.Text != "the gate code is 7777" {
		t.Errorf("UpdateMemory = %+v, %v, usage %+v; want one embedding call", upd, err, usage)
	}
	got, _, _ := b.SearchMemories(t.Context(), "u1", "7777", 5)
	if len(got) != 1 || got[0].ID != m.ID {
		t.Errorf("after the edit: %v", texts(got))
	}
}

// TestEmbedderDown: with the model unreachable, memories are stored and
// found by their words; the next store embeds what was missed.
func TestEmbedderDown(t *testing.T) {
	db := open(t)
	e, srv := embedder(t)
	b := newBrain(t, db, e)
	srv.Close()
	m, usage, err := b.StoreMemory(t.Context(), "u1", "", note("the boat is at pier 7"), nil)
	if err != nil || usage.Calls != 1 {
		t.Fatalf("store with the model down: %v, usage %+v", err, usage)
	}
	got, _, err := b.SearchMemories(t.Context(), "u1", "where is the boat", 5)
	if err != nil || len(got) != 1 {
		t.Fatalf("search with the model down = %v, %v", texts(got), err)
	}
	e2, _ := embedder(t)
	b2 := newBrain(t, db, e2)
	mustStore(t, b2, "u1", note("the bike is in the shed"))
	missing, _ := db.MemoriesWithoutVector(t.Context(), "u1", "test-embed", 10)
	if len(missing) != 0 {
		t.Errorf("after the model came back, %v still have no embedding (want %s embedded too)", texts(missing), m.ID)
	}
}

func TestBadInput(t *testing.T) {
	db := open(t)
	b := newBrain(t, db, nil)
	big := strings.Repeat("a note that goes on ", 100<<10/20)
	_, _, err := b.StoreMemory(t.Context(), "u1", "", note(big), nil)
	if memo.ErrorCodeOf(err) != memo.ETooLong {
		t.Errorf("a 100 KB note: %v, want ETooLong", err)
	}
	for _, d := range []memo.MemoryDraft{note(""), note("   "), note("?!"), {}} {
		if _, _, err := b.StoreMemory(t.Context(), "u1", "", d, nil); memo.ErrorCodeOf(err) != memo.EInvalid {
			t.Errorf("StoreMemory(%+v) = %v, want EInvalid", d, err)
		}
	}
	if all, _, _ := b.FindMemories(t.Context(), "u1", memo.MemoryFilter{}); len(all) != 0 {
		t.Errorf("bad input was stored: %v", texts(all))
	}
	syntax := `say "hi" * NEAR(a b) - OR AND NOT ^x col:y`
	mustStore(t, b, "u1", note(syntax))
	for _, q := range []string{`"hi"`, `NEAR`, `*`, `-`, `col:y`, `^x`, `NOT`, `"`, `(`} {
		if _, _, err := b.SearchMemories(t.Context(), "u1", q, 5); err != nil {
			t.Errorf("search %q: %v", q, err)
		}
	}
	if got, _, _ := b.SearchMemories(t.Context(), "u1", `say hi near`, 5); len(got) != 1 {
		t.Errorf("the note with syntax characters is not found: %v", texts(got))
	}
	var e *memo.Error
	if _, _, err := b.UpdateMemory(t.Context(), "u1", "m_missing", note("x")); !errors.As(err, &e) || e.Code != memo.ENotFound {
		t.Errorf("update of a missing memory: %v", err)
	}
}

func TestConflicts(t *testing.T) {
	db := open(t)
	b := newBrain(t, db, nil)
	old := mustStore(t, b, "u1", fact("Dana's birthday is on March 3", "Dana's birthday", "on March 3"))
	mustStore(t, b, "u1", note("Dana's birthday party was fun"))
	tests := []struct {
		d    memo.MemoryDraft
		want int
	}{
		{fact("dana birthday is March 5", "dana birthday", "March 5"), 1},
		{fact("Dan's birthday is May 1", "Dan's birthday", "May 1"), 0},
		{note("Dana's birthday is on March 3"), 0},
		{memo.MemoryDraft{Kind: memo.MemoryContact, Name: "Dana birthday", Phone: "1"}, 0},
	}
	for _, tt := range tests {
		got, err := b.MemoryConflicts(t.Context(), "u1", tt.d)
		if err != nil || len(got) != tt.want || (tt.want == 1 && got[0].ID != old.ID) {
			t.Errorf("MemoryConflicts(%q) = %v, %v; want %d", tt.d.Text, texts(got), err, tt.want)
		}
	}
}

// TestKindFindsNotes: a kind asked for in the plural, with the words of
// saving around it, finds the notes that say it in the singular.
func TestKindFindsNotes(t *testing.T) {
	db := openAt(t, storetest.NewClock(time.Date(2026, 3, 10, 8, 0, 0, 0, time.UTC)))
	b := newBrain(t, db, nil)
	mustStore(t, b, "u1", note("רעיון: אפליקציה לחניה"))
	mustStore(t, b, "u1", note("idea: a parking app"))
	mustStore(t, b, "u1", note("מתכון: שקשוקה עם פטה"))
	mustStore(t, b, "u1", note("הסיסמה של הבנק abc123"))
	wantFound(t, b, map[string]string{
		"מה הרעיונות ששמרתי?": "אפליקציה", "ideas": "parking app", "מתכונים": "שקשוקה", "כל הסיסמאות ששמרתי": "abc123",
		"is the wifi password stored somewhere": "", "מיקה אלרגית למשהו": "",
	})
}

// TestAbbreviationsFound: a Hebrew abbreviation finds the memory that
// says it in full, and the full words the memory that says it short.
func TestAbbreviationsFound(t *testing.T) {
	b := newBrain(t, open(t), nil)
	mustStore(t, b, "u1", note("תעודת זהות של אשתי 012345678"))
	mustStore(t, b, "u1", note(`הטלפון של הרו"ח 03-5551234`))
	mustStore(t, b, "u2", note("תעודת זהות של בעלי 011111111"))
	if got, _, _ := b.SearchMemories(t.Context(), "u2", "מה הת.ז של אשתי", 5); len(got) != 0 {
		t.Errorf("the wife's ID asked, found %v", texts(got)) // a husband's is no wife's
	}
	wantFound(t, b, map[string]string{
		"מה הת.ז של אשתי": "012345678", `ת"ז של אשתי`: "012345678", "הטלפון של רואה החשבון": "03-5551234",
		"מה הרוח בחוץ": "",
	})
	mustStore(t, b, "u1", note("המ.א שלי זה 8123456"))
	mustStore(t, b, "u1", note(`קופ"ח שלי זה מכבי`))
	wantFound(t, b, map[string]string{"מה המספר האישי שלי": "8123456", "באיזו קופת חולים אני": "מכבי"})
}

// TestLinkValueFound: a memory that holds a web or mail address is what a
// question about the address or the link of its thing asks about, in
// either language; one without such a value is not.
func TestLinkValueFound(t *testing.T) {
	b := newBrain(t, open(t), nil)
	mustStore(t, b, "u1", note("ה-VPN של העבודה זה vpn.acme.co.il"))
	mustStore(t, b, "u1", note("the school portal is https://portal.school.org.il/login"))
	mustStore(t, b, "u1", note("the landlord mail is dan.levi@example.com"))
	mustStore(t, b, "u1", note("the gym is open until 10"))
	wantFound(t, b, map[string]string{
		"מה הכתובת של הvpn?": "vpn.acme.co.il", "what's the address of the vpn": "vpn.acme.co.il",
		"what's the link to the school portal": "portal.school", "the landlord's address": "dan.levi",
		"what's the gym's address": "",
	})
}

// TestShortWordsFound: texting's short words ("pw", "bday") find what was
// kept in full, and back.
func TestShortWordsFound(t *testing.T) {
	b := newBrain(t, open(t), nil)
	mustStore(t, b, "u1", note("my wifi password is sunflower22"))
	mustStore(t, b, "u1", note("jakes bday is march 14"))
	mustStore(t, b, "u1", note("הסיסמה של הראוטר היא 84kd992"))
	mustStore(t, b, "u1", note("my locker combo is 14 32 7"))
	mustStore(t, b, "u1", note("the landlord wants rent by the 5th each month"))
	mustStore(t, b, "u1", note("the Brightwave invoice rate is $85/hr"))
	wantFound(t, b, map[string]string{"whats the wifi pw again": "sunflower22", "when is jake's birthday": "march 14", "when is jakes bday": "march 14",
		"מה הסיסמה של הוויפי?": "84kd992", "whats my locker code again": "14 32 7", "when is rent due": "5th", "how much am i charging brightwave per hour?": "$85"})
}

// wantFound searches u1's memories for each question: the first found
// must hold the text wanted, and nothing must be found where "" is wanted.
func wantFound(t *testing.T, b *brain.Brain, cases map[string]string) {
	t.Helper()
	for q, want := range cases {
		got, _, err := b.SearchMemories(t.Context(), "u1", q, 5)
		switch {
		case err != nil:
			t.Errorf("%q: %v", q, err)
		case want == "" && len(got) != 0:
			t.Errorf("%q: found %v", q, texts(got))
		case want != "" && (len(got) == 0 || !strings.Contains(got[0].Text, want)):
			t.Errorf("%q: found %v, want %q", q, texts(got), want)
		}
	}
}
