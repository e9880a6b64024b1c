"""Serve a local pseudo-terminal (a sim board's port) over RFC 2217.

pyserial's `PortManager` speaks the protocol; this module gives it a port it
can drive and a network loop. A pty has no modem lines: pyserial's TIOCM*
calls fail on it with ENOTTY, so `PtySerial` reports CTS, DSR, RI and CD as
off and hands DTR and RTS changes to a callback instead (a sim board wires
them to its EN pin, boards/simboard.py). It never flushes the pty either:
the server drains the pty all the time and forwards what it reads at once,
so a client's purge has nothing to discard here beyond its own queue.

pyserial's client ends its open by purging its receive queue and then the
transmit side; when the second purge arrives the client is ready, and
`on_open` is called (a board that boots when opened starts printing then).

One client at a time, as esptool's esp_rfc2217_server does: a second one
waits in the listen queue. A client whose connection drops is forgotten and
the next one is accepted; the pty is read throughout (with no client its
output is dropped, as a UART's is with nothing attached).
"""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Callable
from typing import cast

import serial
import serial.rfc2217 as rfc

from ctbench.errors import CtbError

LinesHook = Callable[[bool, bool], None]


class PtySerial(serial.Serial):
    """A pty opened through pyserial, with modem lines that go nowhere but
    `on_lines(dtr, rts)`."""

    def __init__(self, port: str, on_lines: LinesHook | None = None) -> None:
        self.on_lines = on_lines
        super().__init__(port, baudrate=115200, timeout=0.2)

    def _update_dtr_state(self) -> None:
        self._lines()

    def _update_rts_state(self) -> None:
        self._lines()

    def _lines(self) -> None:
        if self.on_lines is not None:
            self.on_lines(bool(self.dtr), bool(self.rts))

    def _reset_input_buffer(self) -> None:
        """Nothing to discard: see the module's docstring."""

    def reset_output_buffer(self) -> None:
        """What the client sent is written to the pty at once."""

    @property
    def cts(self) -> bool:
        return False

    @property
    def dsr(self) -> bool:
        return False

    @property
    def ri(self) -> bool:
        return False

    @property
    def cd(self) -> bool:
        return False


class _Manager(rfc.PortManager):
    """pyserial's PortManager, telling when a client has finished opening."""

    def __init__(self, port: PtySerial, connection: _Connection,
                 on_open: Callable[[], None] | None) -> None:
        self.on_open = on_open
        # (types-pyserial types both as rfc2217.Serial; PortManager only calls
        # the first's serial-port API and the second's write())
        super().__init__(cast(rfc.Serial, port), cast(rfc.Serial, connection))

    def _telnet_process_subnegotiation(self, suboption: bytes) -> None:
        super()._telnet_process_subnegotiation(suboption)  # type: ignore[misc]
        if (self.on_open is not None and suboption[0:1] == rfc.COM_PORT_OPTION
                and suboption[1:2] == rfc.PURGE_DATA
                and suboption[2:3] in (rfc.PURGE_TRANSMIT_BUFFER, rfc.PURGE_BOTH_BUFFERS)):
            self.on_open()


class _Connection:
    """One client's socket, with the thread-safe write PortManager needs.
    A failed write marks the connection dead; it never raises."""

    def __init__(self, sock: socket.socket) -> None:
        # A board's replies are small and come in pieces; Nagle's algorithm
        # would hold each piece until the client's delayed ACK, about 0.2 s
        # per reply of esptool's loader protocol.
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock = sock
        self._lock = threading.Lock()
        self.alive = True

    def write(self, data: bytes) -> None:
        with self._lock:
            if not self.alive:
                return
            try:
                self.sock.sendall(data)
            except OSError:
                self.alive = False

    def close(self) -> None:
        with self._lock:
            self.alive = False
        with contextlib.suppress(OSError):
            self.sock.shutdown(socket.SHUT_RDWR)
        self.sock.close()


class Rfc2217Server:
    """Serves `device` (a pty path) on host:port (port 0: a free one, read
    back from `.port`) until `close()`."""

    def __init__(self, device: str, host: str = "127.0.0.1", port: int = 0,
                 on_lines: LinesHook | None = None,
                 on_open: Callable[[], None] | None = None,
                 on_forward: Callable[[bytes], None] | None = None) -> None:
        self.device = device
        self.on_open = on_open
        # called with what went to a client, once it has been sent
        self.on_forward = on_forward
        try:
            self._listener = socket.create_server((host, port))
        except OSError as e:
            raise CtbError(f"cannot serve {device} on {host}:{port} ({e.strerror})") from None
        self.host, self.port = self._listener.getsockname()[:2]
        self.serial = PtySerial(device, on_lines)
        self._client: _Connection | None = None
        self._manager: _Manager | None = None
        self._closed = threading.Event()
        threading.Thread(target=self._accept, daemon=True).start()
        self._reader = threading.Thread(target=self._device_to_network, daemon=True)
        self._reader.start()

    @property
    def url(self) -> str:
        return f"rfc2217://{self.host}:{self.port}"

    def _accept(self) -> None:
        while not self._closed.is_set():
            try:
                sock, _ = self._listener.accept()
            except OSError:
                return
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            client = _Connection(sock)
            self._manager = _Manager(self.serial, client, self.on_open)
            self._client = client
            self._network_to_device(client, self._manager)
            self._client = None
            client.close()

    def _network_to_device(self, client: _Connection, manager: _Manager) -> None:
        """Until the client goes away, or the server closes."""
        while client.alive and not self._closed.is_set():
            try:
                data = client.sock.recv(4096)
            except OSError:
                return
            if not data:
                return
            try:
                self.serial.write(b"".join(manager.filter(data)))
            except (OSError, serial.SerialException):
                return

    def _device_to_network(self) -> None:
        while not self._closed.is_set():
            try:
                data = self.serial.read(self.serial.in_waiting or 1)
            except (OSError, serial.SerialException, TypeError):
                return   # the board is gone (or the server closed the port)
            client, manager = self._client, self._manager
            if data and client is not None and manager is not None:
                client.write(b"".join(manager.escape(data)))
                if self.on_forward is not None and client.alive:
                    self.on_forward(data)

    def drop(self) -> None:
        """Cut the current client's connection, as a network failure would."""
        client = self._client
        if client is not None:
            client.close()

    def close(self) -> None:
        self._closed.set()
        with contextlib.suppress(OSError):
            self._listener.close()
        self.drop()
        self._reader.join(timeout=5)   # it reads with a 0.2 s timeout
        with contextlib.suppress(OSError, serial.SerialException):
            self.serial.close()
