package whatsapp_test

import (
	"os"
	"testing"

	"go.mau.fi/whatsmeow/proto/waAdv"
	"go.mau.fi/whatsmeow/store/sqlstore"
	"go.mau.fi/whatsmeow/types"

	"github.com/memo-assistant/memo/bot/whatsapp"
	"github.com/memo-assistant/memo/store/postgres"
	"github.com/memo-assistant/memo/store/postgres/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// TestSessionInPostgres keeps the session in Memo's PostgreSQL database:
// a device paired by one replica is the device every other replica opening
// that database loads, so the one that wins the lease connects as the
// same linked device without pairing again.
func TestSessionInPostgres(t *testing.T) {
	ctx := t.Context()
	db, err := postgres.Open(ctx, pgtest.URL(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })

	open := func() *whatsapp.Client {
		t.Helper()
		c, err := whatsapp.Open(ctx, whatsapp.Config{DB: db.SQL(), Dialect: "postgres", Proxy: deadProxy})
		if err != nil {
			t.Fatalf("Open on PostgreSQL: %v", err)
		}
		t.Cleanup(func() { c.Close() })
		return c
	}
	if st := open().Status(); st.Phone != "" {
		t.Fatalf("fresh session status %+v; want not paired", st)
	}

	// Pairing stores the device (as whatsmeow does once the phone
	// confirms): write one through whatsmeow's own store.
	container := sqlstore.NewWithDB(db.SQL(), "postgres", nil)
	dev := container.NewDevice()
	jid := types.NewJID("972500000001", types.DefaultUserServer)
	jid.Device = 7
	dev.ID = &jid
	dev.Account = &waAdv.ADVSignedDeviceIdentity{Details: []byte{1}, AccountSignatureKey: make([]byte, 32), AccountSignature: make([]byte, 64), DeviceSignature: make([]byte, 64)}
	if err := container.PutDevice(ctx, dev); err != nil {
		t.Fatalf("store the paired device: %v", err)
	}

	for replica := range 2 {
		if st := open().Status(); st.Phone != "+972500000001" {
			t.Errorf("replica %d loads phone %q, want +972500000001 (the paired device)", replica, st.Phone)
		}
	}
	// Memo's pool stays usable: Close of a client leaves the shared pool open.
	if _, err := db.EnsureUser(ctx, "u1", "", ""); err != nil {
		t.Errorf("Memo's store after the clients closed: %v", err)
	}
	var n int
	if err := db.SQL().QueryRowContext(ctx, `SELECT count(*) FROM information_schema.tables
		WHERE table_schema = current_schema() AND table_name LIKE 'whatsmeow_%'`).Scan(&n); err != nil || n < 5 {
		t.Fatalf("whatsmeow tables in Memo's database: %d, %v; want its schema", n, err)
	}
}
