package cloudapi_test

import (
	"strings"
	"testing"
	"time"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/bot/cloudapi/cloudapitest"
)

// Files as the media hosts serve them: a JPEG's first bytes, a PDF's.
var (
	jpegFile = append([]byte{0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'J', 'F', 'I', 'F', 0, 1, 1}, make([]byte, 200)...)
	pdfFile  = []byte("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n")
)

// found is the fake model's extraction of a photo: kind and the fields
// given, the rest empty.
func found(kind string, kv ...string) openaitest.Response {
	f := map[string]any{"kind": kind, "title": "", "start": "", "end": "", "place": "", "text": "", "phones": []string{}, "emails": []string{}, "org": "", "seen": ""}
	for i := 0; i+1 < len(kv); i += 2 {
		if kv[i] == "phones" || kv[i] == "emails" {
			f[kv[i]] = strings.Split(kv[i+1], ";")
			continue
		}
		f[kv[i]] = kv[i+1]
	}
	return openaitest.JSON(f)
}

// photoHarness is the channel with the real runner and the fake model
// answering every photo with answer.
func photoHarness(t *testing.T, answer openaitest.Response, o opts) (*harness, *openaitest.Server) {
	t.Helper()
	srv := openaitest.New(t)
	srv.OnFile(func(openaitest.Request) openaitest.Response { return answer })
	o.real, o.model = true, srv
	return newHarness(t, o), srv
}

// oneCall checks the photo made exactly one model call, carrying the file.
func oneCall(t *testing.T, srv *openaitest.Server, part string) {
	t.Helper()
	if srv.Calls() != 1 || len(srv.FileRequests()) != 1 {
		t.Fatalf("%d model calls, %d with a file; want one", srv.Calls(), len(srv.FileRequests()))
	}
	if body := string(srv.FileRequests()[0].Body); !strings.Contains(body, part) {
		t.Errorf("the request lacks %s", part)
	}
}

// TestPhotoEndToEnd: photos and documents as Meta delivers them, read by
// the fake model (one call each) and answered by the real turn pipeline,
// in English and Hebrew; nothing is created before a yes, and the inbox
// never keeps the file.
func TestPhotoEndToEnd(t *testing.T) {
	t.Run("invitation", func(t *testing.T) {
		h, srv := photoHarness(t, found("event", "title", "Dana & Avi's wedding", "start", "2026-01-29T19:30", "place", "Gan Oranim"), opts{})
		h.say("wamid.I0", "hi")
		h.api.AddMedia("IMG1", "image/jpeg", jpegFile)
		r := h.send(cloudapitest.ImageMessage(dana, "wamid.I1", h.clock.Now(), "IMG1", ""))
		if !strings.Contains(r.Text(), "Add this to your calendar?") || !strings.Contains(r.Text(), "Dana & Avi's wedding") || !strings.Contains(r.Text(), "19:30") {
			t.Fatalf("invitation offered: %q", r.Text())
		}
		oneCall(t, srv, `"image_url"`)
		var payload string
		if err := h.db.SQL().QueryRow(`SELECT payload FROM inbox WHERE message_id = ?`, "wamid.I1").Scan(&payload); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(payload, "JFIF") || strings.Contains(payload, "/9j/") || !strings.Contains(payload, "IMG1") {
			t.Errorf("stored payload %s; want the media id and never the file", payload)
		}
		cal := h.db.Calendar("+"+dana, time.UTC)
		if evs, _ := cal.FindEvents(t.Context(), start, start.AddDate(0, 1, 0)); len(evs) != 0 {
			t.Fatalf("created before yes: %+v", evs)
		}
		h.say("wamid.I2", "yes")
		evs, err := cal.FindEvents(t.Context(), start, start.AddDate(0, 1, 0))
		if err != nil || len(evs) != 1 || evs[0].Summary != "Dana & Avi's wedding" || evs[0].Location != "Gan Oranim" {
			t.Errorf("events after yes: %+v, %v", evs, err)
		}
	})
	t.Run("business card hebrew", func(t *testing.T) {
		h, srv := photoHarness(t, found("contact", "title", "רונית אברהם", "phones", "054-777-1234", "emails", "ronit@example.com"), opts{})
		h.say("wamid.B0", "היי")
		h.api.AddMedia("IMG2", "image/jpeg", jpegFile)
		r := h.send(cloudapitest.ImageMessage(dana, "wamid.B1", h.clock.Now(), "IMG2", "תשמור את זה"))
		if !strings.Contains(r.Text(), "לשמור את איש הקשר?") || !strings.Contains(r.Text(), "רונית אברהם") {
			t.Fatalf("card offered: %q", r.Text())
		}
		oneCall(t, srv, "תשמור את זה")
		h.say("wamid.B2", "כן")
		if r := h.say("wamid.B3", "מה המספר של רונית?"); !strings.Contains(r.Text(), "054-777-1234") {
			t.Errorf("number asked: %q", r.Text())
		}
	})
	t.Run("nothing useful", func(t *testing.T) {
		h, srv := photoHarness(t, found("nothing", "seen", "a cat on a sofa"), opts{})
		h.say("wamid.N0", "hi")
		h.api.AddMedia("IMG3", "image/jpeg", jpegFile)
		r := h.send(cloudapitest.ImageMessage(dana, "wamid.N1", h.clock.Now(), "IMG3", ""))
		if !strings.Contains(r.Text(), "a cat on a sofa") || !strings.Contains(r.Text(), "nothing I can keep") {
			t.Errorf("nothing useful: %q", r.Text())
		}
		oneCall(t, srv, `"image_url"`)
	})
	t.Run("pdf", func(t *testing.T) {
		h, srv := photoHarness(t, found("task", "title", "Pay the water bill (₪180)", "start", "2026-01-25"), opts{})
		h.say("wamid.D0", "hi")
		h.api.AddMedia("DOC1", "application/pdf", pdfFile)
		r := h.send(cloudapitest.DocumentMessage(dana, "wamid.D1", h.clock.Now(), "DOC1", "application/pdf", "water-bill.pdf", "add this"))
		if !strings.Contains(r.Text(), "remind you?") || !strings.Contains(r.Text(), "Pay the water bill") {
			t.Fatalf("bill offered: %q", r.Text())
		}
		oneCall(t, srv, `"filename":"water-bill.pdf"`)
		h.say("wamid.D2", "yes")
		if got := h.tasks(); len(got) != 1 || got[0] != "Pay the water bill (₪180)" {
			t.Errorf("tasks after yes: %q", got)
		}
	})
	t.Run("no model", func(t *testing.T) {
		for _, c := range []struct {
			hello string
			lang  memo.Language
		}{{"hi", memo.English}, {"היי", memo.Hebrew}} {
			h := newHarness(t, opts{real: true})
			h.say("wamid.M0"+string(c.lang), c.hello)
			h.api.AddMedia("IMG4", "image/jpeg", jpegFile)
			r := h.send(cloudapitest.ImageMessage(dana, "wamid.M1"+string(c.lang), h.clock.Now(), "IMG4", ""))
			if r.Text() != bot.NoticeNoCaption.Text(c.lang) {
				t.Errorf("%s: %q; want the caption notice", c.lang, r.Text())
			}
			if h.api.Downloads() != 0 {
				t.Errorf("fetched a photo no model reads")
			}
			// A caption with its own request still runs as text.
			if r := h.send(cloudapitest.ImageMessage(dana, "wamid.M2"+string(c.lang), h.clock.Now(), "IMG4", "add a task: pay the gardener")); !strings.Contains(r.Text(), "pay the gardener") {
				t.Errorf("caption as text: %q", r.Text())
			}
		}
	})
	t.Run("too large", func(t *testing.T) {
		h, srv := photoHarness(t, found("nothing"), opts{maxMedia: 100})
		h.say("wamid.L0", "hi")
		h.api.AddMedia("IMG5", "image/jpeg", jpegFile)
		r := h.send(cloudapitest.ImageMessage(dana, "wamid.L1", h.clock.Now(), "IMG5", ""))
		if r.Text() != bot.NoticePhotoTooLarge.Text(memo.English) || srv.Calls() != 0 {
			t.Errorf("too large: %q, %d model calls", r.Text(), srv.Calls())
		}
	})
}
