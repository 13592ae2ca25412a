package whatsapp_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"go.mau.fi/whatsmeow/proto/waE2E"
	"google.golang.org/protobuf/proto"

	"github.com/memo-assistant/memo"
	"github.com/memo-assistant/memo/adapters/openai"
	"github.com/memo-assistant/memo/adapters/openai/openaitest"
	"github.com/memo-assistant/memo/bot"
	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/graph"
	"github.com/memo-assistant/memo/graph/model"
)

// Files as WhatsApp's media hosts serve them, decrypted: a JPEG's first
// bytes, a PDF's.
var (
	jpegFile = append([]byte{0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'J', 'F', 'I', 'F', 0, 1, 1}, make([]byte, 300)...)
	pdfFile  = []byte("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n")
	// thumb is the preview WhatsApp puts in the message, which is never
	// stored.
	thumb = []byte("THUMBNAIL-BYTES-NEVER-STORED")
)

// newPhotoChat is the channel with the real turn pipeline behind it and
// the journal on its database; with srv the runner reads photos with
// that fake model and the channel fetches them (the fake downloader
// serving file).
func newPhotoChat(t *testing.T, srv *openaitest.Server, file []byte, maxMedia int64) *realChat {
	t.Helper()
	cfg, db := realConfig(t)
	state := cfg.State
	if srv != nil {
		client, err := openai.New(openai.Config{APIKey: "k", BaseURL: srv.URL, MaxRetries: -1})
		if err != nil {
			t.Fatal(err)
		}
		if cfg.Reader, err = model.NewContentReader(client); err != nil {
			t.Fatal(err)
		}
	}
	r, err := graph.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	h := newHarnessWith(t, harnessOpts{handler: r, sent: db, journal: db}, func(c *whatsapp.InboxConfig) {
		c.Download, c.Photos, c.MaxMedia, c.Languages = &downloader{Data: file}, srv != nil, maxMedia, state
	})
	return &realChat{t: t, db: db, h: h}
}

// keys are a media message's key and hashes (checked for their length
// only by the fake downloader).
var keys = make([]byte, 32)

// photoMessage is an ImageMessage of file with caption, as WhatsApp sends
// one: a direct path on its media hosts, keys, the declared length and a
// thumbnail.
func photoMessage(file []byte, caption string) *waE2E.Message {
	x := &waE2E.ImageMessage{Mimetype: proto.String("image/jpeg"), DirectPath: proto.String("/v/t62.7118-24/1234_5678_n.enc?ccb=11-4&oh=01_Q5Aa&oe=68C0FFEE"),
		MediaKey: keys, FileEncSHA256: keys, FileSHA256: keys, FileLength: proto.Uint64(uint64(len(file))), JPEGThumbnail: thumb}
	if caption != "" {
		x.Caption = proto.String(caption)
	}
	return &waE2E.Message{ImageMessage: x}
}

// pdfMessage is a DocumentMessage of a PDF named name.
func pdfMessage(file []byte, name string) *waE2E.Message {
	return &waE2E.Message{DocumentMessage: &waE2E.DocumentMessage{Mimetype: proto.String("application/pdf"), FileName: proto.String(name),
		DirectPath: proto.String("/v/t62.7119-24/1234_5678_n.enc?ccb=11-4&oh=01_Q5Aa&oe=68C0FFEE"),
		MediaKey:   keys, FileEncSHA256: keys, FileSHA256: keys, FileLength: proto.Uint64(uint64(len(file))), JPEGThumbnail: thumb}}
}

// found is the fake model's extraction: kind and the fields given.
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

// fakeModel answers every photo with answer.
func fakeModel(t *testing.T, answer openaitest.Response) *openaitest.Server {
	srv := openaitest.New(t)
	srv.OnFile(func(openaitest.Request) openaitest.Response { return answer })
	return srv
}

// oneCall checks exactly one model call was made, carrying part.
func oneCall(t *testing.T, srv *openaitest.Server, part string) {
	t.Helper()
	if srv.Calls() != 1 || len(srv.FileRequests()) != 1 {
		t.Fatalf("%d model calls, %d with a file; want one", srv.Calls(), len(srv.FileRequests()))
	}
	if !strings.Contains(string(srv.FileRequests()[0].Body), part) {
		t.Errorf("the request lacks %s", part)
	}
}

// journaled checks no stored message holds the file or its thumbnail.
func (c *realChat) journaled() {
	c.t.Helper()
	rows, err := c.db.SQL().Query(`SELECT payload FROM inbox`)
	if err != nil {
		c.t.Fatal(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var p []byte
		if err := rows.Scan(&p); err != nil {
			c.t.Fatal(err)
		}
		n++
		if bytes.Contains(p, []byte("JFIF")) || bytes.Contains(p, []byte("%PDF")) || bytes.Contains(p, []byte("VEhVTUJOQUlM")) || bytes.Contains(p, thumb) {
			c.t.Errorf("a stored message holds the file or its thumbnail: %s", p)
		}
	}
	if n == 0 {
		c.t.Error("nothing journaled")
	}
}

// TestPhotoEndToEnd: photos and documents as whatsmeow delivers them,
// fetched through the channel, read by the fake model (one call each) and
// answered by the real turn pipeline, in English and Hebrew.
func TestPhotoEndToEnd(t *testing.T) {
	day := time.Now().AddDate(0, 0, 7).Format("2006-01-02")
	t.Run("invitation", func(t *testing.T) {
		srv := fakeModel(t, found("event", "title", "Dana & Avi's wedding", "start", day+"T19:30", "place", "Gan Oranim"))
		c := newPhotoChat(t, srv, jpegFile, 0)
		c.say("hi")
		r := c.send(photoMessage(jpegFile, ""))
		if !strings.Contains(r, "Add this to your calendar?") || !strings.Contains(r, "Dana & Avi's wedding") || !strings.Contains(r, "19:30") {
			t.Fatalf("invitation offered: %q", r)
		}
		oneCall(t, srv, `"image_url"`)
		c.journaled()
		c.say("yes")
		evs, err := c.db.Calendar("+972501234567", time.UTC).FindEvents(t.Context(), time.Now(), time.Now().AddDate(0, 1, 0))
		if err != nil || len(evs) != 1 || evs[0].Summary != "Dana & Avi's wedding" {
			t.Errorf("events after yes: %+v, %v", evs, err)
		}
	})
	t.Run("business card hebrew", func(t *testing.T) {
		srv := fakeModel(t, found("contact", "title", "רונית אברהם", "phones", "054-777-1234"))
		c := newPhotoChat(t, srv, jpegFile, 0)
		c.say("היי")
		r := c.send(photoMessage(jpegFile, "תשמור"))
		if !strings.Contains(r, "לשמור את איש הקשר?") || !strings.Contains(r, "רונית אברהם") {
			t.Fatalf("card offered: %q", r)
		}
		oneCall(t, srv, "תשמור")
		c.say("כן")
		if r := c.say("מה המספר של רונית?"); !strings.Contains(r, "054-777-1234") {
			t.Errorf("number asked: %q", r)
		}
	})
	t.Run("nothing useful hebrew", func(t *testing.T) {
		srv := fakeModel(t, found("nothing", "seen", "חתול על ספה"))
		c := newPhotoChat(t, srv, jpegFile, 0)
		c.say("היי")
		if r := c.send(photoMessage(jpegFile, "")); !strings.Contains(r, "חתול על ספה") || !strings.Contains(r, "לא משהו שאפשר לשמור") {
			t.Errorf("nothing useful: %q", r)
		}
		oneCall(t, srv, `"image_url"`)
	})
	t.Run("pdf", func(t *testing.T) {
		srv := fakeModel(t, found("event", "title", "Parent-teacher meeting", "start", day+"T18:00"))
		c := newPhotoChat(t, srv, pdfFile, 0)
		c.say("hi")
		if r := c.send(pdfMessage(pdfFile, "school.pdf")); !strings.Contains(r, "Parent-teacher meeting") || !strings.Contains(r, "18:00") {
			t.Fatalf("meeting offered: %q", r)
		}
		oneCall(t, srv, `"filename":"school.pdf"`)
		c.journaled()
		if r := c.say("no"); !strings.Contains(r, "cancelled") {
			t.Errorf("no: %q", r)
		}
	})
	t.Run("no model", func(t *testing.T) {
		for _, c0 := range []struct {
			hello string
			lang  memo.Language
		}{{"hi", memo.English}, {"היי", memo.Hebrew}} {
			c := newPhotoChat(t, nil, jpegFile, 0)
			c.say(c0.hello)
			if r := c.send(photoMessage(jpegFile, "")); r != bot.NoticeNoCaption.Text(c0.lang) {
				t.Errorf("%s: %q; want the caption notice", c0.lang, r)
			}
			if r := c.send(photoMessage(jpegFile, "add a task: pay the gardener")); !strings.Contains(r, "pay the gardener") {
				t.Errorf("caption as text: %q", r)
			}
		}
	})
	t.Run("too large", func(t *testing.T) {
		srv := fakeModel(t, found("nothing"))
		c := newPhotoChat(t, srv, jpegFile, 100)
		c.say("hi")
		if r := c.send(photoMessage(jpegFile, "")); r != bot.NoticePhotoTooLarge.Text(memo.English) || srv.Calls() != 0 {
			t.Errorf("too large: %q, %d model calls", r, srv.Calls())
		}
	})
}
