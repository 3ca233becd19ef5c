/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars*/
// pbjs's es6 wrapper, importing protobufjs/minimal as the CommonJS module it is (node's ESM loader
// cannot name its members) and exporting the root's namespaces by name, as pbts declares them.
import $protobuf from "protobufjs/minimal.js";

// Common aliases
var $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;

// Exported root namespace
var $root = $protobuf.roots["default"] || ($protobuf.roots["default"] = {});

$root.parasol = (function() {

    /**
     * Namespace parasol.
     * @exports parasol
     * @namespace
     */
    var parasol = {};

    parasol.travel = (function() {

        /**
         * Namespace travel.
         * @memberof parasol
         * @namespace
         */
        var travel = {};

        travel.v1 = (function() {

            /**
             * Namespace v1.
             * @memberof parasol.travel
             * @namespace
             */
            var v1 = {};

            v1.Argument = (function() {

                /**
                 * Properties of an Argument.
                 * @memberof parasol.travel.v1
                 * @interface IArgument
                 * @property {string|null} [id] Argument id
                 * @property {string|null} [category] Argument category
                 * @property {string|null} [strength] Argument strength
                 * @property {string|null} [figure] Argument figure
                 * @property {string|null} [quote] Argument quote
                 * @property {parasol.travel.v1.Argument.IMessageKeys|null} [messageKeys] Argument messageKeys
                 * @property {Object.<string,string>|null} [vars] Argument vars
                 */

                /**
                 * Constructs a new Argument.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents an Argument.
                 * @implements IArgument
                 * @constructor
                 * @param {parasol.travel.v1.IArgument=} [properties] Properties to set
                 */
                function Argument(properties) {
                    this.vars = {};
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * Argument id.
                 * @member {string|null|undefined} id
                 * @memberof parasol.travel.v1.Argument
                 * @instance
                 */
                Argument.prototype.id = null;

                /**
                 * Argument category.
                 * @member {string|null|undefined} category
                 * @memberof parasol.travel.v1.Argument
                 * @instance
                 */
                Argument.prototype.category = null;

                /**
                 * Argument strength.
                 * @member {string|null|undefined} strength
                 * @memberof parasol.travel.v1.Argument
                 * @instance
                 */
                Argument.prototype.strength = null;

                /**
                 * Argument figure.
                 * @member {string|null|undefined} figure
                 * @memberof parasol.travel.v1.Argument
                 * @instance
                 */
                Argument.prototype.figure = null;

                /**
                 * Argument quote.
                 * @member {string|null|undefined} quote
                 * @memberof parasol.travel.v1.Argument
                 * @instance
                 */
                Argument.prototype.quote = null;

                /**
                 * Argument messageKeys.
                 * @member {parasol.travel.v1.Argument.IMessageKeys|null|undefined} messageKeys
                 * @memberof parasol.travel.v1.Argument
                 * @instance
                 */
                Argument.prototype.messageKeys = null;

                /**
                 * Argument vars.
                 * @member {Object.<string,string>} vars
                 * @memberof parasol.travel.v1.Argument
                 * @instance
                 */
                Argument.prototype.vars = $util.emptyObject;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Argument.prototype, "_id", {
                    get: $util.oneOfGetter($oneOfFields = ["id"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Argument.prototype, "_category", {
                    get: $util.oneOfGetter($oneOfFields = ["category"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Argument.prototype, "_strength", {
                    get: $util.oneOfGetter($oneOfFields = ["strength"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Argument.prototype, "_figure", {
                    get: $util.oneOfGetter($oneOfFields = ["figure"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Argument.prototype, "_quote", {
                    get: $util.oneOfGetter($oneOfFields = ["quote"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified Argument message. Does not implicitly {@link parasol.travel.v1.Argument.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.Argument
                 * @static
                 * @param {parasol.travel.v1.IArgument} message Argument message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Argument.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.id != null && Object.hasOwnProperty.call(message, "id"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.id);
                    if (message.category != null && Object.hasOwnProperty.call(message, "category"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.category);
                    if (message.strength != null && Object.hasOwnProperty.call(message, "strength"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.strength);
                    if (message.figure != null && Object.hasOwnProperty.call(message, "figure"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.figure);
                    if (message.quote != null && Object.hasOwnProperty.call(message, "quote"))
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.quote);
                    if (message.messageKeys != null && Object.hasOwnProperty.call(message, "messageKeys"))
                        $root.parasol.travel.v1.Argument.MessageKeys.encode(message.messageKeys, writer.uint32(/* id 6, wireType 2 =*/50).fork(), q + 1).ldelim();
                    if (message.vars != null && Object.hasOwnProperty.call(message, "vars"))
                        for (var keys = Object.keys(message.vars), i = 0; i < keys.length; ++i)
                            writer.uint32(/* id 7, wireType 2 =*/58).fork().uint32(/* id 1, wireType 2 =*/10).string(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.vars[keys[i]]).ldelim();
                    return writer;
                };

                /**
                 * Decodes an Argument message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.Argument
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.Argument} Argument
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Argument.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message, key, value;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.Argument();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.id = reader.string();
                                break;
                            }
                        case 2: {
                                message.category = reader.string();
                                break;
                            }
                        case 3: {
                                message.strength = reader.string();
                                break;
                            }
                        case 4: {
                                message.figure = reader.string();
                                break;
                            }
                        case 5: {
                                message.quote = reader.string();
                                break;
                            }
                        case 6: {
                                message.messageKeys = $root.parasol.travel.v1.Argument.MessageKeys.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 7: {
                                if (message.vars === $util.emptyObject)
                                    message.vars = {};
                                var end2 = reader.uint32() + reader.pos;
                                if (end2 > reader.len)
                                    throw RangeError("index out of range");
                                reader.len = end2;
                                key = "";
                                value = "";
                                while (reader.pos < end2) {
                                    var tag2 = reader.uint32();
                                    switch (tag2 >>> 3) {
                                    case 1:
                                        key = reader.string();
                                        break;
                                    case 2:
                                        value = reader.string();
                                        break;
                                    default:
                                        reader.skipType(tag2 & 7, long);
                                        break;
                                    }
                                }
                                if (reader.pos !== end2)
                                    throw RangeError("index out of range");
                                reader.len = end;
                                if (key === "__proto__")
                                    $util.makeProp(message.vars, key);
                                message.vars[key] = value;
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                Argument.MessageKeys = (function() {

                    /**
                     * Properties of a MessageKeys.
                     * @memberof parasol.travel.v1.Argument
                     * @interface IMessageKeys
                     * @property {string|null} [hook] MessageKeys hook
                     * @property {string|null} [fact] MessageKeys fact
                     * @property {string|null} [pitch] MessageKeys pitch
                     */

                    /**
                     * Constructs a new MessageKeys.
                     * @memberof parasol.travel.v1.Argument
                     * @classdesc Represents a MessageKeys.
                     * @implements IMessageKeys
                     * @constructor
                     * @param {parasol.travel.v1.Argument.IMessageKeys=} [properties] Properties to set
                     */
                    function MessageKeys(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * MessageKeys hook.
                     * @member {string|null|undefined} hook
                     * @memberof parasol.travel.v1.Argument.MessageKeys
                     * @instance
                     */
                    MessageKeys.prototype.hook = null;

                    /**
                     * MessageKeys fact.
                     * @member {string|null|undefined} fact
                     * @memberof parasol.travel.v1.Argument.MessageKeys
                     * @instance
                     */
                    MessageKeys.prototype.fact = null;

                    /**
                     * MessageKeys pitch.
                     * @member {string|null|undefined} pitch
                     * @memberof parasol.travel.v1.Argument.MessageKeys
                     * @instance
                     */
                    MessageKeys.prototype.pitch = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(MessageKeys.prototype, "_hook", {
                        get: $util.oneOfGetter($oneOfFields = ["hook"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(MessageKeys.prototype, "_fact", {
                        get: $util.oneOfGetter($oneOfFields = ["fact"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(MessageKeys.prototype, "_pitch", {
                        get: $util.oneOfGetter($oneOfFields = ["pitch"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified MessageKeys message. Does not implicitly {@link parasol.travel.v1.Argument.MessageKeys.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.Argument.MessageKeys
                     * @static
                     * @param {parasol.travel.v1.Argument.IMessageKeys} message MessageKeys message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    MessageKeys.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.hook != null && Object.hasOwnProperty.call(message, "hook"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.hook);
                        if (message.fact != null && Object.hasOwnProperty.call(message, "fact"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.fact);
                        if (message.pitch != null && Object.hasOwnProperty.call(message, "pitch"))
                            writer.uint32(/* id 3, wireType 2 =*/26).string(message.pitch);
                        return writer;
                    };

                    /**
                     * Decodes a MessageKeys message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.Argument.MessageKeys
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.Argument.MessageKeys} MessageKeys
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    MessageKeys.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.Argument.MessageKeys();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.hook = reader.string();
                                    break;
                                }
                            case 2: {
                                    message.fact = reader.string();
                                    break;
                                }
                            case 3: {
                                    message.pitch = reader.string();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return MessageKeys;
                })();

                return Argument;
            })();

            v1.Card = (function() {

                /**
                 * Properties of a Card.
                 * @memberof parasol.travel.v1
                 * @interface ICard
                 * @property {number|null} [catalogueId] Card catalogueId
                 * @property {string|null} [bin] Card bin
                 * @property {string|null} [bank] Card bank
                 * @property {string|null} [network] Card network
                 * @property {string|null} [tier] Card tier
                 * @property {boolean|null} [none] Card none
                 */

                /**
                 * Constructs a new Card.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a Card.
                 * @implements ICard
                 * @constructor
                 * @param {parasol.travel.v1.ICard=} [properties] Properties to set
                 */
                function Card(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * Card catalogueId.
                 * @member {number|null|undefined} catalogueId
                 * @memberof parasol.travel.v1.Card
                 * @instance
                 */
                Card.prototype.catalogueId = null;

                /**
                 * Card bin.
                 * @member {string|null|undefined} bin
                 * @memberof parasol.travel.v1.Card
                 * @instance
                 */
                Card.prototype.bin = null;

                /**
                 * Card bank.
                 * @member {string|null|undefined} bank
                 * @memberof parasol.travel.v1.Card
                 * @instance
                 */
                Card.prototype.bank = null;

                /**
                 * Card network.
                 * @member {string|null|undefined} network
                 * @memberof parasol.travel.v1.Card
                 * @instance
                 */
                Card.prototype.network = null;

                /**
                 * Card tier.
                 * @member {string|null|undefined} tier
                 * @memberof parasol.travel.v1.Card
                 * @instance
                 */
                Card.prototype.tier = null;

                /**
                 * Card none.
                 * @member {boolean|null|undefined} none
                 * @memberof parasol.travel.v1.Card
                 * @instance
                 */
                Card.prototype.none = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Card.prototype, "_catalogueId", {
                    get: $util.oneOfGetter($oneOfFields = ["catalogueId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Card.prototype, "_bin", {
                    get: $util.oneOfGetter($oneOfFields = ["bin"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Card.prototype, "_bank", {
                    get: $util.oneOfGetter($oneOfFields = ["bank"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Card.prototype, "_network", {
                    get: $util.oneOfGetter($oneOfFields = ["network"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Card.prototype, "_tier", {
                    get: $util.oneOfGetter($oneOfFields = ["tier"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Card.prototype, "_none", {
                    get: $util.oneOfGetter($oneOfFields = ["none"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified Card message. Does not implicitly {@link parasol.travel.v1.Card.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.Card
                 * @static
                 * @param {parasol.travel.v1.ICard} message Card message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Card.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.catalogueId != null && Object.hasOwnProperty.call(message, "catalogueId"))
                        writer.uint32(/* id 1, wireType 0 =*/8).int64(message.catalogueId);
                    if (message.bin != null && Object.hasOwnProperty.call(message, "bin"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.bin);
                    if (message.bank != null && Object.hasOwnProperty.call(message, "bank"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.bank);
                    if (message.network != null && Object.hasOwnProperty.call(message, "network"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.network);
                    if (message.tier != null && Object.hasOwnProperty.call(message, "tier"))
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.tier);
                    if (message.none != null && Object.hasOwnProperty.call(message, "none"))
                        writer.uint32(/* id 6, wireType 0 =*/48).bool(message.none);
                    return writer;
                };

                /**
                 * Decodes a Card message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.Card
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.Card} Card
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Card.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.Card();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.catalogueId = reader.int64();
                                break;
                            }
                        case 2: {
                                message.bin = reader.string();
                                break;
                            }
                        case 3: {
                                message.bank = reader.string();
                                break;
                            }
                        case 4: {
                                message.network = reader.string();
                                break;
                            }
                        case 5: {
                                message.tier = reader.string();
                                break;
                            }
                        case 6: {
                                message.none = reader.bool();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return Card;
            })();

            v1.CardsRequest = (function() {

                /**
                 * Properties of a CardsRequest.
                 * @memberof parasol.travel.v1
                 * @interface ICardsRequest
                 * @property {string|null} [country] CardsRequest country
                 * @property {string|null} [lang] CardsRequest lang
                 */

                /**
                 * Constructs a new CardsRequest.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a CardsRequest.
                 * @implements ICardsRequest
                 * @constructor
                 * @param {parasol.travel.v1.ICardsRequest=} [properties] Properties to set
                 */
                function CardsRequest(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * CardsRequest country.
                 * @member {string|null|undefined} country
                 * @memberof parasol.travel.v1.CardsRequest
                 * @instance
                 */
                CardsRequest.prototype.country = null;

                /**
                 * CardsRequest lang.
                 * @member {string|null|undefined} lang
                 * @memberof parasol.travel.v1.CardsRequest
                 * @instance
                 */
                CardsRequest.prototype.lang = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CardsRequest.prototype, "_country", {
                    get: $util.oneOfGetter($oneOfFields = ["country"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CardsRequest.prototype, "_lang", {
                    get: $util.oneOfGetter($oneOfFields = ["lang"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified CardsRequest message. Does not implicitly {@link parasol.travel.v1.CardsRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.CardsRequest
                 * @static
                 * @param {parasol.travel.v1.ICardsRequest} message CardsRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                CardsRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.country != null && Object.hasOwnProperty.call(message, "country"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.country);
                    if (message.lang != null && Object.hasOwnProperty.call(message, "lang"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.lang);
                    return writer;
                };

                /**
                 * Decodes a CardsRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.CardsRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.CardsRequest} CardsRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                CardsRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.CardsRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.country = reader.string();
                                break;
                            }
                        case 2: {
                                message.lang = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return CardsRequest;
            })();

            v1.CardsResponse = (function() {

                /**
                 * Properties of a CardsResponse.
                 * @memberof parasol.travel.v1
                 * @interface ICardsResponse
                 * @property {boolean|null} [ok] CardsResponse ok
                 * @property {string|null} [country] CardsResponse country
                 * @property {parasol.travel.v1.CardsResponse.IKey|null} [key] CardsResponse key
                 * @property {Array.<parasol.travel.v1.CardsResponse.ICountry>|null} [countries] CardsResponse countries
                 * @property {Array.<parasol.travel.v1.CardsResponse.IBank>|null} [banks] CardsResponse banks
                 * @property {Array.<parasol.travel.v1.CardsResponse.IGenericItem>|null} [generic] CardsResponse generic
                 * @property {Array.<parasol.travel.v1.CardsResponse.ITier>|null} [tiers] CardsResponse tiers
                 */

                /**
                 * Constructs a new CardsResponse.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a CardsResponse.
                 * @implements ICardsResponse
                 * @constructor
                 * @param {parasol.travel.v1.ICardsResponse=} [properties] Properties to set
                 */
                function CardsResponse(properties) {
                    this.countries = [];
                    this.banks = [];
                    this.generic = [];
                    this.tiers = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * CardsResponse ok.
                 * @member {boolean|null|undefined} ok
                 * @memberof parasol.travel.v1.CardsResponse
                 * @instance
                 */
                CardsResponse.prototype.ok = null;

                /**
                 * CardsResponse country.
                 * @member {string|null|undefined} country
                 * @memberof parasol.travel.v1.CardsResponse
                 * @instance
                 */
                CardsResponse.prototype.country = null;

                /**
                 * CardsResponse key.
                 * @member {parasol.travel.v1.CardsResponse.IKey|null|undefined} key
                 * @memberof parasol.travel.v1.CardsResponse
                 * @instance
                 */
                CardsResponse.prototype.key = null;

                /**
                 * CardsResponse countries.
                 * @member {Array.<parasol.travel.v1.CardsResponse.ICountry>} countries
                 * @memberof parasol.travel.v1.CardsResponse
                 * @instance
                 */
                CardsResponse.prototype.countries = $util.emptyArray;

                /**
                 * CardsResponse banks.
                 * @member {Array.<parasol.travel.v1.CardsResponse.IBank>} banks
                 * @memberof parasol.travel.v1.CardsResponse
                 * @instance
                 */
                CardsResponse.prototype.banks = $util.emptyArray;

                /**
                 * CardsResponse generic.
                 * @member {Array.<parasol.travel.v1.CardsResponse.IGenericItem>} generic
                 * @memberof parasol.travel.v1.CardsResponse
                 * @instance
                 */
                CardsResponse.prototype.generic = $util.emptyArray;

                /**
                 * CardsResponse tiers.
                 * @member {Array.<parasol.travel.v1.CardsResponse.ITier>} tiers
                 * @memberof parasol.travel.v1.CardsResponse
                 * @instance
                 */
                CardsResponse.prototype.tiers = $util.emptyArray;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CardsResponse.prototype, "_ok", {
                    get: $util.oneOfGetter($oneOfFields = ["ok"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CardsResponse.prototype, "_country", {
                    get: $util.oneOfGetter($oneOfFields = ["country"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified CardsResponse message. Does not implicitly {@link parasol.travel.v1.CardsResponse.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.CardsResponse
                 * @static
                 * @param {parasol.travel.v1.ICardsResponse} message CardsResponse message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                CardsResponse.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.ok != null && Object.hasOwnProperty.call(message, "ok"))
                        writer.uint32(/* id 1, wireType 0 =*/8).bool(message.ok);
                    if (message.country != null && Object.hasOwnProperty.call(message, "country"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.country);
                    if (message.key != null && Object.hasOwnProperty.call(message, "key"))
                        $root.parasol.travel.v1.CardsResponse.Key.encode(message.key, writer.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                    if (message.countries != null && message.countries.length)
                        for (var i = 0; i < message.countries.length; ++i)
                            $root.parasol.travel.v1.CardsResponse.Country.encode(message.countries[i], writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                    if (message.banks != null && message.banks.length)
                        for (var i = 0; i < message.banks.length; ++i)
                            $root.parasol.travel.v1.CardsResponse.Bank.encode(message.banks[i], writer.uint32(/* id 5, wireType 2 =*/42).fork(), q + 1).ldelim();
                    if (message.generic != null && message.generic.length)
                        for (var i = 0; i < message.generic.length; ++i)
                            $root.parasol.travel.v1.CardsResponse.GenericItem.encode(message.generic[i], writer.uint32(/* id 6, wireType 2 =*/50).fork(), q + 1).ldelim();
                    if (message.tiers != null && message.tiers.length)
                        for (var i = 0; i < message.tiers.length; ++i)
                            $root.parasol.travel.v1.CardsResponse.Tier.encode(message.tiers[i], writer.uint32(/* id 7, wireType 2 =*/58).fork(), q + 1).ldelim();
                    return writer;
                };

                /**
                 * Decodes a CardsResponse message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.CardsResponse
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.CardsResponse} CardsResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                CardsResponse.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.CardsResponse();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.ok = reader.bool();
                                break;
                            }
                        case 2: {
                                message.country = reader.string();
                                break;
                            }
                        case 3: {
                                message.key = $root.parasol.travel.v1.CardsResponse.Key.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 4: {
                                if (!(message.countries && message.countries.length))
                                    message.countries = [];
                                message.countries.push($root.parasol.travel.v1.CardsResponse.Country.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        case 5: {
                                if (!(message.banks && message.banks.length))
                                    message.banks = [];
                                message.banks.push($root.parasol.travel.v1.CardsResponse.Bank.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        case 6: {
                                if (!(message.generic && message.generic.length))
                                    message.generic = [];
                                message.generic.push($root.parasol.travel.v1.CardsResponse.GenericItem.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        case 7: {
                                if (!(message.tiers && message.tiers.length))
                                    message.tiers = [];
                                message.tiers.push($root.parasol.travel.v1.CardsResponse.Tier.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                CardsResponse.Key = (function() {

                    /**
                     * Properties of a Key.
                     * @memberof parasol.travel.v1.CardsResponse
                     * @interface IKey
                     * @property {string|null} [keyId] Key keyId
                     * @property {string|null} [mode] Key mode
                     * @property {Array.<string>|null} [cardModes] Key cardModes
                     */

                    /**
                     * Constructs a new Key.
                     * @memberof parasol.travel.v1.CardsResponse
                     * @classdesc Represents a Key.
                     * @implements IKey
                     * @constructor
                     * @param {parasol.travel.v1.CardsResponse.IKey=} [properties] Properties to set
                     */
                    function Key(properties) {
                        this.cardModes = [];
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Key keyId.
                     * @member {string|null|undefined} keyId
                     * @memberof parasol.travel.v1.CardsResponse.Key
                     * @instance
                     */
                    Key.prototype.keyId = null;

                    /**
                     * Key mode.
                     * @member {string|null|undefined} mode
                     * @memberof parasol.travel.v1.CardsResponse.Key
                     * @instance
                     */
                    Key.prototype.mode = null;

                    /**
                     * Key cardModes.
                     * @member {Array.<string>} cardModes
                     * @memberof parasol.travel.v1.CardsResponse.Key
                     * @instance
                     */
                    Key.prototype.cardModes = $util.emptyArray;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Key.prototype, "_keyId", {
                        get: $util.oneOfGetter($oneOfFields = ["keyId"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Key.prototype, "_mode", {
                        get: $util.oneOfGetter($oneOfFields = ["mode"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Key message. Does not implicitly {@link parasol.travel.v1.CardsResponse.Key.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.CardsResponse.Key
                     * @static
                     * @param {parasol.travel.v1.CardsResponse.IKey} message Key message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Key.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.keyId != null && Object.hasOwnProperty.call(message, "keyId"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.keyId);
                        if (message.mode != null && Object.hasOwnProperty.call(message, "mode"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.mode);
                        if (message.cardModes != null && message.cardModes.length)
                            for (var i = 0; i < message.cardModes.length; ++i)
                                writer.uint32(/* id 3, wireType 2 =*/26).string(message.cardModes[i]);
                        return writer;
                    };

                    /**
                     * Decodes a Key message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.CardsResponse.Key
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.CardsResponse.Key} Key
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Key.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.CardsResponse.Key();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.keyId = reader.string();
                                    break;
                                }
                            case 2: {
                                    message.mode = reader.string();
                                    break;
                                }
                            case 3: {
                                    if (!(message.cardModes && message.cardModes.length))
                                        message.cardModes = [];
                                    message.cardModes.push(reader.string());
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Key;
                })();

                CardsResponse.Country = (function() {

                    /**
                     * Properties of a Country.
                     * @memberof parasol.travel.v1.CardsResponse
                     * @interface ICountry
                     * @property {string|null} [code] Country code
                     * @property {string|null} [market] Country market
                     * @property {number|null} [banks] Country banks
                     * @property {number|null} [cards] Country cards
                     */

                    /**
                     * Constructs a new Country.
                     * @memberof parasol.travel.v1.CardsResponse
                     * @classdesc Represents a Country.
                     * @implements ICountry
                     * @constructor
                     * @param {parasol.travel.v1.CardsResponse.ICountry=} [properties] Properties to set
                     */
                    function Country(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Country code.
                     * @member {string|null|undefined} code
                     * @memberof parasol.travel.v1.CardsResponse.Country
                     * @instance
                     */
                    Country.prototype.code = null;

                    /**
                     * Country market.
                     * @member {string|null|undefined} market
                     * @memberof parasol.travel.v1.CardsResponse.Country
                     * @instance
                     */
                    Country.prototype.market = null;

                    /**
                     * Country banks.
                     * @member {number|null|undefined} banks
                     * @memberof parasol.travel.v1.CardsResponse.Country
                     * @instance
                     */
                    Country.prototype.banks = null;

                    /**
                     * Country cards.
                     * @member {number|null|undefined} cards
                     * @memberof parasol.travel.v1.CardsResponse.Country
                     * @instance
                     */
                    Country.prototype.cards = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Country.prototype, "_code", {
                        get: $util.oneOfGetter($oneOfFields = ["code"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Country.prototype, "_market", {
                        get: $util.oneOfGetter($oneOfFields = ["market"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Country.prototype, "_banks", {
                        get: $util.oneOfGetter($oneOfFields = ["banks"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Country.prototype, "_cards", {
                        get: $util.oneOfGetter($oneOfFields = ["cards"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Country message. Does not implicitly {@link parasol.travel.v1.CardsResponse.Country.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.CardsResponse.Country
                     * @static
                     * @param {parasol.travel.v1.CardsResponse.ICountry} message Country message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Country.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.code != null && Object.hasOwnProperty.call(message, "code"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.code);
                        if (message.market != null && Object.hasOwnProperty.call(message, "market"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.market);
                        if (message.banks != null && Object.hasOwnProperty.call(message, "banks"))
                            writer.uint32(/* id 3, wireType 0 =*/24).int64(message.banks);
                        if (message.cards != null && Object.hasOwnProperty.call(message, "cards"))
                            writer.uint32(/* id 4, wireType 0 =*/32).int64(message.cards);
                        return writer;
                    };

                    /**
                     * Decodes a Country message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.CardsResponse.Country
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.CardsResponse.Country} Country
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Country.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.CardsResponse.Country();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.code = reader.string();
                                    break;
                                }
                            case 2: {
                                    message.market = reader.string();
                                    break;
                                }
                            case 3: {
                                    message.banks = reader.int64();
                                    break;
                                }
                            case 4: {
                                    message.cards = reader.int64();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Country;
                })();

                CardsResponse.Bank = (function() {

                    /**
                     * Properties of a Bank.
                     * @memberof parasol.travel.v1.CardsResponse
                     * @interface IBank
                     * @property {string|null} [name] Bank name
                     * @property {string|null} [country] Bank country
                     * @property {string|null} [logoUrl] Bank logoUrl
                     * @property {Array.<parasol.travel.v1.CardsResponse.Bank.ICard>|null} [cards] Bank cards
                     */

                    /**
                     * Constructs a new Bank.
                     * @memberof parasol.travel.v1.CardsResponse
                     * @classdesc Represents a Bank.
                     * @implements IBank
                     * @constructor
                     * @param {parasol.travel.v1.CardsResponse.IBank=} [properties] Properties to set
                     */
                    function Bank(properties) {
                        this.cards = [];
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Bank name.
                     * @member {string|null|undefined} name
                     * @memberof parasol.travel.v1.CardsResponse.Bank
                     * @instance
                     */
                    Bank.prototype.name = null;

                    /**
                     * Bank country.
                     * @member {string|null|undefined} country
                     * @memberof parasol.travel.v1.CardsResponse.Bank
                     * @instance
                     */
                    Bank.prototype.country = null;

                    /**
                     * Bank logoUrl.
                     * @member {string|null|undefined} logoUrl
                     * @memberof parasol.travel.v1.CardsResponse.Bank
                     * @instance
                     */
                    Bank.prototype.logoUrl = null;

                    /**
                     * Bank cards.
                     * @member {Array.<parasol.travel.v1.CardsResponse.Bank.ICard>} cards
                     * @memberof parasol.travel.v1.CardsResponse.Bank
                     * @instance
                     */
                    Bank.prototype.cards = $util.emptyArray;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Bank.prototype, "_name", {
                        get: $util.oneOfGetter($oneOfFields = ["name"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Bank.prototype, "_country", {
                        get: $util.oneOfGetter($oneOfFields = ["country"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Bank.prototype, "_logoUrl", {
                        get: $util.oneOfGetter($oneOfFields = ["logoUrl"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Bank message. Does not implicitly {@link parasol.travel.v1.CardsResponse.Bank.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.CardsResponse.Bank
                     * @static
                     * @param {parasol.travel.v1.CardsResponse.IBank} message Bank message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Bank.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.name != null && Object.hasOwnProperty.call(message, "name"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.name);
                        if (message.country != null && Object.hasOwnProperty.call(message, "country"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.country);
                        if (message.logoUrl != null && Object.hasOwnProperty.call(message, "logoUrl"))
                            writer.uint32(/* id 3, wireType 2 =*/26).string(message.logoUrl);
                        if (message.cards != null && message.cards.length)
                            for (var i = 0; i < message.cards.length; ++i)
                                $root.parasol.travel.v1.CardsResponse.Bank.Card.encode(message.cards[i], writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                        return writer;
                    };

                    /**
                     * Decodes a Bank message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.CardsResponse.Bank
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.CardsResponse.Bank} Bank
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Bank.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.CardsResponse.Bank();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.name = reader.string();
                                    break;
                                }
                            case 2: {
                                    message.country = reader.string();
                                    break;
                                }
                            case 3: {
                                    message.logoUrl = reader.string();
                                    break;
                                }
                            case 4: {
                                    if (!(message.cards && message.cards.length))
                                        message.cards = [];
                                    message.cards.push($root.parasol.travel.v1.CardsResponse.Bank.Card.decode(reader, reader.uint32(), undefined, long + 1));
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    Bank.Card = (function() {

                        /**
                         * Properties of a Card.
                         * @memberof parasol.travel.v1.CardsResponse.Bank
                         * @interface ICard
                         * @property {number|null} [catalogueId] Card catalogueId
                         * @property {string|null} [name] Card name
                         * @property {string|null} [network] Card network
                         * @property {string|null} [tier] Card tier
                         * @property {boolean|null} [byBankTier] Card byBankTier
                         * @property {string|null} [imageUrl] Card imageUrl
                         */

                        /**
                         * Constructs a new Card.
                         * @memberof parasol.travel.v1.CardsResponse.Bank
                         * @classdesc Represents a Card.
                         * @implements ICard
                         * @constructor
                         * @param {parasol.travel.v1.CardsResponse.Bank.ICard=} [properties] Properties to set
                         */
                        function Card(properties) {
                            if (properties)
                                for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                        this[keys[i]] = properties[keys[i]];
                        }

                        /**
                         * Card catalogueId.
                         * @member {number|null|undefined} catalogueId
                         * @memberof parasol.travel.v1.CardsResponse.Bank.Card
                         * @instance
                         */
                        Card.prototype.catalogueId = null;

                        /**
                         * Card name.
                         * @member {string|null|undefined} name
                         * @memberof parasol.travel.v1.CardsResponse.Bank.Card
                         * @instance
                         */
                        Card.prototype.name = null;

                        /**
                         * Card network.
                         * @member {string|null|undefined} network
                         * @memberof parasol.travel.v1.CardsResponse.Bank.Card
                         * @instance
                         */
                        Card.prototype.network = null;

                        /**
                         * Card tier.
                         * @member {string|null|undefined} tier
                         * @memberof parasol.travel.v1.CardsResponse.Bank.Card
                         * @instance
                         */
                        Card.prototype.tier = null;

                        /**
                         * Card byBankTier.
                         * @member {boolean|null|undefined} byBankTier
                         * @memberof parasol.travel.v1.CardsResponse.Bank.Card
                         * @instance
                         */
                        Card.prototype.byBankTier = null;

                        /**
                         * Card imageUrl.
                         * @member {string|null|undefined} imageUrl
                         * @memberof parasol.travel.v1.CardsResponse.Bank.Card
                         * @instance
                         */
                        Card.prototype.imageUrl = null;

                        // OneOf field names bound to virtual getters and setters
                        var $oneOfFields;

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Card.prototype, "_catalogueId", {
                            get: $util.oneOfGetter($oneOfFields = ["catalogueId"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Card.prototype, "_name", {
                            get: $util.oneOfGetter($oneOfFields = ["name"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Card.prototype, "_network", {
                            get: $util.oneOfGetter($oneOfFields = ["network"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Card.prototype, "_tier", {
                            get: $util.oneOfGetter($oneOfFields = ["tier"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Card.prototype, "_byBankTier", {
                            get: $util.oneOfGetter($oneOfFields = ["byBankTier"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Card.prototype, "_imageUrl", {
                            get: $util.oneOfGetter($oneOfFields = ["imageUrl"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        /**
                         * Encodes the specified Card message. Does not implicitly {@link parasol.travel.v1.CardsResponse.Bank.Card.verify|verify} messages.
                         * @function encode
                         * @memberof parasol.travel.v1.CardsResponse.Bank.Card
                         * @static
                         * @param {parasol.travel.v1.CardsResponse.Bank.ICard} message Card message or plain object to encode
                         * @param {$protobuf.Writer} [writer] Writer to encode to
                         * @returns {$protobuf.Writer} Writer
                         */
                        Card.encode = function encode(message, writer, q) {
                            if (!writer)
                                writer = $Writer.create();
                            if (q === undefined)
                                q = 0;
                            if (q > $util.recursionLimit)
                                throw Error("max depth exceeded");
                            if (message.catalogueId != null && Object.hasOwnProperty.call(message, "catalogueId"))
                                writer.uint32(/* id 1, wireType 0 =*/8).int64(message.catalogueId);
                            if (message.name != null && Object.hasOwnProperty.call(message, "name"))
                                writer.uint32(/* id 2, wireType 2 =*/18).string(message.name);
                            if (message.network != null && Object.hasOwnProperty.call(message, "network"))
                                writer.uint32(/* id 3, wireType 2 =*/26).string(message.network);
                            if (message.tier != null && Object.hasOwnProperty.call(message, "tier"))
                                writer.uint32(/* id 4, wireType 2 =*/34).string(message.tier);
                            if (message.byBankTier != null && Object.hasOwnProperty.call(message, "byBankTier"))
                                writer.uint32(/* id 5, wireType 0 =*/40).bool(message.byBankTier);
                            if (message.imageUrl != null && Object.hasOwnProperty.call(message, "imageUrl"))
                                writer.uint32(/* id 6, wireType 2 =*/50).string(message.imageUrl);
                            return writer;
                        };

                        /**
                         * Decodes a Card message from the specified reader or buffer.
                         * @function decode
                         * @memberof parasol.travel.v1.CardsResponse.Bank.Card
                         * @static
                         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                         * @param {number} [length] Message length if known beforehand
                         * @returns {parasol.travel.v1.CardsResponse.Bank.Card} Card
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        Card.decode = function decode(reader, length, error, long) {
                            if (!(reader instanceof $Reader))
                                reader = $Reader.create(reader);
                            if (long === undefined)
                                long = 0;
                            if (long > $Reader.recursionLimit)
                                throw Error("maximum nesting depth exceeded");
                            var end, message;
                            if (length === undefined)
                                end = reader.len;
                            else {
                                end = reader.pos + length;
                                if (end > reader.len)
                                    throw RangeError("index out of range");
                                length = reader.len;
                                reader.len = end;
                            }
                            message = new $root.parasol.travel.v1.CardsResponse.Bank.Card();
                            while (reader.pos < end) {
                                var tag = reader.uint32();
                                if (tag === error)
                                    break;
                                switch (tag >>> 3) {
                                case 1: {
                                        message.catalogueId = reader.int64();
                                        break;
                                    }
                                case 2: {
                                        message.name = reader.string();
                                        break;
                                    }
                                case 3: {
                                        message.network = reader.string();
                                        break;
                                    }
                                case 4: {
                                        message.tier = reader.string();
                                        break;
                                    }
                                case 5: {
                                        message.byBankTier = reader.bool();
                                        break;
                                    }
                                case 6: {
                                        message.imageUrl = reader.string();
                                        break;
                                    }
                                default:
                                    reader.skipType(tag & 7, long);
                                    break;
                                }
                            }
                            if (length !== undefined) {
                                if (reader.pos !== end)
                                    throw RangeError("index out of range");
                                reader.len = length;
                            }
                            return message;
                        };

                        return Card;
                    })();

                    return Bank;
                })();

                CardsResponse.GenericItem = (function() {

                    /**
                     * Properties of a GenericItem.
                     * @memberof parasol.travel.v1.CardsResponse
                     * @interface IGenericItem
                     * @property {string|null} [network] GenericItem network
                     * @property {Array.<string>|null} [tiers] GenericItem tiers
                     */

                    /**
                     * Constructs a new GenericItem.
                     * @memberof parasol.travel.v1.CardsResponse
                     * @classdesc Represents a GenericItem.
                     * @implements IGenericItem
                     * @constructor
                     * @param {parasol.travel.v1.CardsResponse.IGenericItem=} [properties] Properties to set
                     */
                    function GenericItem(properties) {
                        this.tiers = [];
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * GenericItem network.
                     * @member {string|null|undefined} network
                     * @memberof parasol.travel.v1.CardsResponse.GenericItem
                     * @instance
                     */
                    GenericItem.prototype.network = null;

                    /**
                     * GenericItem tiers.
                     * @member {Array.<string>} tiers
                     * @memberof parasol.travel.v1.CardsResponse.GenericItem
                     * @instance
                     */
                    GenericItem.prototype.tiers = $util.emptyArray;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(GenericItem.prototype, "_network", {
                        get: $util.oneOfGetter($oneOfFields = ["network"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified GenericItem message. Does not implicitly {@link parasol.travel.v1.CardsResponse.GenericItem.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.CardsResponse.GenericItem
                     * @static
                     * @param {parasol.travel.v1.CardsResponse.IGenericItem} message GenericItem message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    GenericItem.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.network != null && Object.hasOwnProperty.call(message, "network"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.network);
                        if (message.tiers != null && message.tiers.length)
                            for (var i = 0; i < message.tiers.length; ++i)
                                writer.uint32(/* id 2, wireType 2 =*/18).string(message.tiers[i]);
                        return writer;
                    };

                    /**
                     * Decodes a GenericItem message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.CardsResponse.GenericItem
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.CardsResponse.GenericItem} GenericItem
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    GenericItem.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.CardsResponse.GenericItem();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.network = reader.string();
                                    break;
                                }
                            case 2: {
                                    if (!(message.tiers && message.tiers.length))
                                        message.tiers = [];
                                    message.tiers.push(reader.string());
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return GenericItem;
                })();

                CardsResponse.Tier = (function() {

                    /**
                     * Properties of a Tier.
                     * @memberof parasol.travel.v1.CardsResponse
                     * @interface ITier
                     * @property {string|null} [tier] Tier tier
                     * @property {Array.<string>|null} [examples] Tier examples
                     */

                    /**
                     * Constructs a new Tier.
                     * @memberof parasol.travel.v1.CardsResponse
                     * @classdesc Represents a Tier.
                     * @implements ITier
                     * @constructor
                     * @param {parasol.travel.v1.CardsResponse.ITier=} [properties] Properties to set
                     */
                    function Tier(properties) {
                        this.examples = [];
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Tier tier.
                     * @member {string|null|undefined} tier
                     * @memberof parasol.travel.v1.CardsResponse.Tier
                     * @instance
                     */
                    Tier.prototype.tier = null;

                    /**
                     * Tier examples.
                     * @member {Array.<string>} examples
                     * @memberof parasol.travel.v1.CardsResponse.Tier
                     * @instance
                     */
                    Tier.prototype.examples = $util.emptyArray;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Tier.prototype, "_tier", {
                        get: $util.oneOfGetter($oneOfFields = ["tier"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Tier message. Does not implicitly {@link parasol.travel.v1.CardsResponse.Tier.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.CardsResponse.Tier
                     * @static
                     * @param {parasol.travel.v1.CardsResponse.ITier} message Tier message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Tier.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.tier != null && Object.hasOwnProperty.call(message, "tier"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.tier);
                        if (message.examples != null && message.examples.length)
                            for (var i = 0; i < message.examples.length; ++i)
                                writer.uint32(/* id 2, wireType 2 =*/18).string(message.examples[i]);
                        return writer;
                    };

                    /**
                     * Decodes a Tier message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.CardsResponse.Tier
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.CardsResponse.Tier} Tier
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Tier.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.CardsResponse.Tier();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.tier = reader.string();
                                    break;
                                }
                            case 2: {
                                    if (!(message.examples && message.examples.length))
                                        message.examples = [];
                                    message.examples.push(reader.string());
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Tier;
                })();

                return CardsResponse;
            })();

            v1.CoachRequest = (function() {

                /**
                 * Properties of a CoachRequest.
                 * @memberof parasol.travel.v1
                 * @interface ICoachRequest
                 * @property {string|null} [residence] CoachRequest residence
                 * @property {Array.<string>|null} [destinations] CoachRequest destinations
                 * @property {parasol.travel.v1.ICard|null} [card] CoachRequest card
                 * @property {parasol.travel.v1.CoachRequest.ITrip|null} [trip] CoachRequest trip
                 * @property {string|null} [market] CoachRequest market
                 * @property {string|null} [ref] CoachRequest ref
                 */

                /**
                 * Constructs a new CoachRequest.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a CoachRequest.
                 * @implements ICoachRequest
                 * @constructor
                 * @param {parasol.travel.v1.ICoachRequest=} [properties] Properties to set
                 */
                function CoachRequest(properties) {
                    this.destinations = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * CoachRequest residence.
                 * @member {string|null|undefined} residence
                 * @memberof parasol.travel.v1.CoachRequest
                 * @instance
                 */
                CoachRequest.prototype.residence = null;

                /**
                 * CoachRequest destinations.
                 * @member {Array.<string>} destinations
                 * @memberof parasol.travel.v1.CoachRequest
                 * @instance
                 */
                CoachRequest.prototype.destinations = $util.emptyArray;

                /**
                 * CoachRequest card.
                 * @member {parasol.travel.v1.ICard|null|undefined} card
                 * @memberof parasol.travel.v1.CoachRequest
                 * @instance
                 */
                CoachRequest.prototype.card = null;

                /**
                 * CoachRequest trip.
                 * @member {parasol.travel.v1.CoachRequest.ITrip|null|undefined} trip
                 * @memberof parasol.travel.v1.CoachRequest
                 * @instance
                 */
                CoachRequest.prototype.trip = null;

                /**
                 * CoachRequest market.
                 * @member {string|null|undefined} market
                 * @memberof parasol.travel.v1.CoachRequest
                 * @instance
                 */
                CoachRequest.prototype.market = null;

                /**
                 * CoachRequest ref.
                 * @member {string|null|undefined} ref
                 * @memberof parasol.travel.v1.CoachRequest
                 * @instance
                 */
                CoachRequest.prototype.ref = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CoachRequest.prototype, "_residence", {
                    get: $util.oneOfGetter($oneOfFields = ["residence"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CoachRequest.prototype, "_market", {
                    get: $util.oneOfGetter($oneOfFields = ["market"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CoachRequest.prototype, "_ref", {
                    get: $util.oneOfGetter($oneOfFields = ["ref"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified CoachRequest message. Does not implicitly {@link parasol.travel.v1.CoachRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.CoachRequest
                 * @static
                 * @param {parasol.travel.v1.ICoachRequest} message CoachRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                CoachRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.residence != null && Object.hasOwnProperty.call(message, "residence"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.residence);
                    if (message.destinations != null && message.destinations.length)
                        for (var i = 0; i < message.destinations.length; ++i)
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.destinations[i]);
                    if (message.card != null && Object.hasOwnProperty.call(message, "card"))
                        $root.parasol.travel.v1.Card.encode(message.card, writer.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                    if (message.trip != null && Object.hasOwnProperty.call(message, "trip"))
                        $root.parasol.travel.v1.CoachRequest.Trip.encode(message.trip, writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                    if (message.market != null && Object.hasOwnProperty.call(message, "market"))
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.market);
                    if (message.ref != null && Object.hasOwnProperty.call(message, "ref"))
                        writer.uint32(/* id 6, wireType 2 =*/50).string(message.ref);
                    return writer;
                };

                /**
                 * Decodes a CoachRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.CoachRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.CoachRequest} CoachRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                CoachRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.CoachRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.residence = reader.string();
                                break;
                            }
                        case 2: {
                                if (!(message.destinations && message.destinations.length))
                                    message.destinations = [];
                                message.destinations.push(reader.string());
                                break;
                            }
                        case 3: {
                                message.card = $root.parasol.travel.v1.Card.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 4: {
                                message.trip = $root.parasol.travel.v1.CoachRequest.Trip.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 5: {
                                message.market = reader.string();
                                break;
                            }
                        case 6: {
                                message.ref = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                CoachRequest.Trip = (function() {

                    /**
                     * Properties of a Trip.
                     * @memberof parasol.travel.v1.CoachRequest
                     * @interface ITrip
                     * @property {boolean|null} [friends] Trip friends
                     * @property {boolean|null} [longTrip] Trip longTrip
                     * @property {boolean|null} [riskyActivity] Trip riskyActivity
                     */

                    /**
                     * Constructs a new Trip.
                     * @memberof parasol.travel.v1.CoachRequest
                     * @classdesc Represents a Trip.
                     * @implements ITrip
                     * @constructor
                     * @param {parasol.travel.v1.CoachRequest.ITrip=} [properties] Properties to set
                     */
                    function Trip(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Trip friends.
                     * @member {boolean|null|undefined} friends
                     * @memberof parasol.travel.v1.CoachRequest.Trip
                     * @instance
                     */
                    Trip.prototype.friends = null;

                    /**
                     * Trip longTrip.
                     * @member {boolean|null|undefined} longTrip
                     * @memberof parasol.travel.v1.CoachRequest.Trip
                     * @instance
                     */
                    Trip.prototype.longTrip = null;

                    /**
                     * Trip riskyActivity.
                     * @member {boolean|null|undefined} riskyActivity
                     * @memberof parasol.travel.v1.CoachRequest.Trip
                     * @instance
                     */
                    Trip.prototype.riskyActivity = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Trip.prototype, "_friends", {
                        get: $util.oneOfGetter($oneOfFields = ["friends"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Trip.prototype, "_longTrip", {
                        get: $util.oneOfGetter($oneOfFields = ["longTrip"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Trip.prototype, "_riskyActivity", {
                        get: $util.oneOfGetter($oneOfFields = ["riskyActivity"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Trip message. Does not implicitly {@link parasol.travel.v1.CoachRequest.Trip.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.CoachRequest.Trip
                     * @static
                     * @param {parasol.travel.v1.CoachRequest.ITrip} message Trip message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Trip.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.friends != null && Object.hasOwnProperty.call(message, "friends"))
                            writer.uint32(/* id 1, wireType 0 =*/8).bool(message.friends);
                        if (message.longTrip != null && Object.hasOwnProperty.call(message, "longTrip"))
                            writer.uint32(/* id 2, wireType 0 =*/16).bool(message.longTrip);
                        if (message.riskyActivity != null && Object.hasOwnProperty.call(message, "riskyActivity"))
                            writer.uint32(/* id 3, wireType 0 =*/24).bool(message.riskyActivity);
                        return writer;
                    };

                    /**
                     * Decodes a Trip message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.CoachRequest.Trip
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.CoachRequest.Trip} Trip
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Trip.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.CoachRequest.Trip();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.friends = reader.bool();
                                    break;
                                }
                            case 2: {
                                    message.longTrip = reader.bool();
                                    break;
                                }
                            case 3: {
                                    message.riskyActivity = reader.bool();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Trip;
                })();

                return CoachRequest;
            })();

            v1.CoachResponse = (function() {

                /**
                 * Properties of a CoachResponse.
                 * @memberof parasol.travel.v1
                 * @interface ICoachResponse
                 * @property {boolean|null} [ok] CoachResponse ok
                 * @property {parasol.travel.v1.CoachResponse.ICard|null} [card] CoachResponse card
                 * @property {parasol.travel.v1.CoachResponse.IBilan|null} [bilan] CoachResponse bilan
                 * @property {Array.<string>|null} [destinations] CoachResponse destinations
                 * @property {parasol.travel.v1.CoachResponse.IOffer|null} [offer] CoachResponse offer
                 * @property {parasol.travel.v1.CoachResponse.IMeta|null} [meta] CoachResponse meta
                 */

                /**
                 * Constructs a new CoachResponse.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a CoachResponse.
                 * @implements ICoachResponse
                 * @constructor
                 * @param {parasol.travel.v1.ICoachResponse=} [properties] Properties to set
                 */
                function CoachResponse(properties) {
                    this.destinations = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * CoachResponse ok.
                 * @member {boolean|null|undefined} ok
                 * @memberof parasol.travel.v1.CoachResponse
                 * @instance
                 */
                CoachResponse.prototype.ok = null;

                /**
                 * CoachResponse card.
                 * @member {parasol.travel.v1.CoachResponse.ICard|null|undefined} card
                 * @memberof parasol.travel.v1.CoachResponse
                 * @instance
                 */
                CoachResponse.prototype.card = null;

                /**
                 * CoachResponse bilan.
                 * @member {parasol.travel.v1.CoachResponse.IBilan|null|undefined} bilan
                 * @memberof parasol.travel.v1.CoachResponse
                 * @instance
                 */
                CoachResponse.prototype.bilan = null;

                /**
                 * CoachResponse destinations.
                 * @member {Array.<string>} destinations
                 * @memberof parasol.travel.v1.CoachResponse
                 * @instance
                 */
                CoachResponse.prototype.destinations = $util.emptyArray;

                /**
                 * CoachResponse offer.
                 * @member {parasol.travel.v1.CoachResponse.IOffer|null|undefined} offer
                 * @memberof parasol.travel.v1.CoachResponse
                 * @instance
                 */
                CoachResponse.prototype.offer = null;

                /**
                 * CoachResponse meta.
                 * @member {parasol.travel.v1.CoachResponse.IMeta|null|undefined} meta
                 * @memberof parasol.travel.v1.CoachResponse
                 * @instance
                 */
                CoachResponse.prototype.meta = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CoachResponse.prototype, "_ok", {
                    get: $util.oneOfGetter($oneOfFields = ["ok"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified CoachResponse message. Does not implicitly {@link parasol.travel.v1.CoachResponse.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.CoachResponse
                 * @static
                 * @param {parasol.travel.v1.ICoachResponse} message CoachResponse message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                CoachResponse.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.ok != null && Object.hasOwnProperty.call(message, "ok"))
                        writer.uint32(/* id 1, wireType 0 =*/8).bool(message.ok);
                    if (message.card != null && Object.hasOwnProperty.call(message, "card"))
                        $root.parasol.travel.v1.CoachResponse.Card.encode(message.card, writer.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                    if (message.bilan != null && Object.hasOwnProperty.call(message, "bilan"))
                        $root.parasol.travel.v1.CoachResponse.Bilan.encode(message.bilan, writer.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                    if (message.destinations != null && message.destinations.length)
                        for (var i = 0; i < message.destinations.length; ++i)
                            writer.uint32(/* id 4, wireType 2 =*/34).string(message.destinations[i]);
                    if (message.offer != null && Object.hasOwnProperty.call(message, "offer"))
                        $root.parasol.travel.v1.CoachResponse.Offer.encode(message.offer, writer.uint32(/* id 5, wireType 2 =*/42).fork(), q + 1).ldelim();
                    if (message.meta != null && Object.hasOwnProperty.call(message, "meta"))
                        $root.parasol.travel.v1.CoachResponse.Meta.encode(message.meta, writer.uint32(/* id 6, wireType 2 =*/50).fork(), q + 1).ldelim();
                    return writer;
                };

                /**
                 * Decodes a CoachResponse message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.CoachResponse
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.CoachResponse} CoachResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                CoachResponse.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.CoachResponse();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.ok = reader.bool();
                                break;
                            }
                        case 2: {
                                message.card = $root.parasol.travel.v1.CoachResponse.Card.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 3: {
                                message.bilan = $root.parasol.travel.v1.CoachResponse.Bilan.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 4: {
                                if (!(message.destinations && message.destinations.length))
                                    message.destinations = [];
                                message.destinations.push(reader.string());
                                break;
                            }
                        case 5: {
                                message.offer = $root.parasol.travel.v1.CoachResponse.Offer.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 6: {
                                message.meta = $root.parasol.travel.v1.CoachResponse.Meta.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                CoachResponse.Card = (function() {

                    /**
                     * Properties of a Card.
                     * @memberof parasol.travel.v1.CoachResponse
                     * @interface ICard
                     * @property {string|null} [origin] Card origin
                     * @property {string|null} [currency] Card currency
                     * @property {parasol.travel.v1.CoachResponse.Card.IDetected|null} [detected] Card detected
                     * @property {Object.<string,parasol.travel.v1.IGap>|null} [guarantees] Card guarantees
                     */

                    /**
                     * Constructs a new Card.
                     * @memberof parasol.travel.v1.CoachResponse
                     * @classdesc Represents a Card.
                     * @implements ICard
                     * @constructor
                     * @param {parasol.travel.v1.CoachResponse.ICard=} [properties] Properties to set
                     */
                    function Card(properties) {
                        this.guarantees = {};
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Card origin.
                     * @member {string|null|undefined} origin
                     * @memberof parasol.travel.v1.CoachResponse.Card
                     * @instance
                     */
                    Card.prototype.origin = null;

                    /**
                     * Card currency.
                     * @member {string|null|undefined} currency
                     * @memberof parasol.travel.v1.CoachResponse.Card
                     * @instance
                     */
                    Card.prototype.currency = null;

                    /**
                     * Card detected.
                     * @member {parasol.travel.v1.CoachResponse.Card.IDetected|null|undefined} detected
                     * @memberof parasol.travel.v1.CoachResponse.Card
                     * @instance
                     */
                    Card.prototype.detected = null;

                    /**
                     * Card guarantees.
                     * @member {Object.<string,parasol.travel.v1.IGap>} guarantees
                     * @memberof parasol.travel.v1.CoachResponse.Card
                     * @instance
                     */
                    Card.prototype.guarantees = $util.emptyObject;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Card.prototype, "_origin", {
                        get: $util.oneOfGetter($oneOfFields = ["origin"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Card.prototype, "_currency", {
                        get: $util.oneOfGetter($oneOfFields = ["currency"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Card message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Card.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.CoachResponse.Card
                     * @static
                     * @param {parasol.travel.v1.CoachResponse.ICard} message Card message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Card.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.origin != null && Object.hasOwnProperty.call(message, "origin"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.origin);
                        if (message.currency != null && Object.hasOwnProperty.call(message, "currency"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.currency);
                        if (message.detected != null && Object.hasOwnProperty.call(message, "detected"))
                            $root.parasol.travel.v1.CoachResponse.Card.Detected.encode(message.detected, writer.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                        if (message.guarantees != null && Object.hasOwnProperty.call(message, "guarantees"))
                            for (var keys = Object.keys(message.guarantees), i = 0; i < keys.length; ++i) {
                                writer.uint32(/* id 4, wireType 2 =*/34).fork().uint32(/* id 1, wireType 2 =*/10).string(keys[i]);
                                $root.parasol.travel.v1.Gap.encode(message.guarantees[keys[i]], writer.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim().ldelim();
                            }
                        return writer;
                    };

                    /**
                     * Decodes a Card message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.CoachResponse.Card
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.CoachResponse.Card} Card
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Card.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message, key, value;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.CoachResponse.Card();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.origin = reader.string();
                                    break;
                                }
                            case 2: {
                                    message.currency = reader.string();
                                    break;
                                }
                            case 3: {
                                    message.detected = $root.parasol.travel.v1.CoachResponse.Card.Detected.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 4: {
                                    if (message.guarantees === $util.emptyObject)
                                        message.guarantees = {};
                                    var end2 = reader.uint32() + reader.pos;
                                    if (end2 > reader.len)
                                        throw RangeError("index out of range");
                                    reader.len = end2;
                                    key = "";
                                    value = null;
                                    while (reader.pos < end2) {
                                        var tag2 = reader.uint32();
                                        switch (tag2 >>> 3) {
                                        case 1:
                                            key = reader.string();
                                            break;
                                        case 2:
                                            value = $root.parasol.travel.v1.Gap.decode(reader, reader.uint32(), undefined, long + 1);
                                            break;
                                        default:
                                            reader.skipType(tag2 & 7, long);
                                            break;
                                        }
                                    }
                                    if (reader.pos !== end2)
                                        throw RangeError("index out of range");
                                    reader.len = end;
                                    if (key === "__proto__")
                                        $util.makeProp(message.guarantees, key);
                                    message.guarantees[key] = value;
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    Card.Detected = (function() {

                        /**
                         * Properties of a Detected.
                         * @memberof parasol.travel.v1.CoachResponse.Card
                         * @interface IDetected
                         * @property {string|null} [bank] Detected bank
                         * @property {string|null} [brand] Detected brand
                         * @property {string|null} [level] Detected level
                         * @property {parasol.travel.v1.CoachResponse.Card.Detected.IMatched|null} [matched] Detected matched
                         */

                        /**
                         * Constructs a new Detected.
                         * @memberof parasol.travel.v1.CoachResponse.Card
                         * @classdesc Represents a Detected.
                         * @implements IDetected
                         * @constructor
                         * @param {parasol.travel.v1.CoachResponse.Card.IDetected=} [properties] Properties to set
                         */
                        function Detected(properties) {
                            if (properties)
                                for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                        this[keys[i]] = properties[keys[i]];
                        }

                        /**
                         * Detected bank.
                         * @member {string|null|undefined} bank
                         * @memberof parasol.travel.v1.CoachResponse.Card.Detected
                         * @instance
                         */
                        Detected.prototype.bank = null;

                        /**
                         * Detected brand.
                         * @member {string|null|undefined} brand
                         * @memberof parasol.travel.v1.CoachResponse.Card.Detected
                         * @instance
                         */
                        Detected.prototype.brand = null;

                        /**
                         * Detected level.
                         * @member {string|null|undefined} level
                         * @memberof parasol.travel.v1.CoachResponse.Card.Detected
                         * @instance
                         */
                        Detected.prototype.level = null;

                        /**
                         * Detected matched.
                         * @member {parasol.travel.v1.CoachResponse.Card.Detected.IMatched|null|undefined} matched
                         * @memberof parasol.travel.v1.CoachResponse.Card.Detected
                         * @instance
                         */
                        Detected.prototype.matched = null;

                        // OneOf field names bound to virtual getters and setters
                        var $oneOfFields;

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Detected.prototype, "_bank", {
                            get: $util.oneOfGetter($oneOfFields = ["bank"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Detected.prototype, "_brand", {
                            get: $util.oneOfGetter($oneOfFields = ["brand"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Detected.prototype, "_level", {
                            get: $util.oneOfGetter($oneOfFields = ["level"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        /**
                         * Encodes the specified Detected message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Card.Detected.verify|verify} messages.
                         * @function encode
                         * @memberof parasol.travel.v1.CoachResponse.Card.Detected
                         * @static
                         * @param {parasol.travel.v1.CoachResponse.Card.IDetected} message Detected message or plain object to encode
                         * @param {$protobuf.Writer} [writer] Writer to encode to
                         * @returns {$protobuf.Writer} Writer
                         */
                        Detected.encode = function encode(message, writer, q) {
                            if (!writer)
                                writer = $Writer.create();
                            if (q === undefined)
                                q = 0;
                            if (q > $util.recursionLimit)
                                throw Error("max depth exceeded");
                            if (message.bank != null && Object.hasOwnProperty.call(message, "bank"))
                                writer.uint32(/* id 1, wireType 2 =*/10).string(message.bank);
                            if (message.brand != null && Object.hasOwnProperty.call(message, "brand"))
                                writer.uint32(/* id 2, wireType 2 =*/18).string(message.brand);
                            if (message.level != null && Object.hasOwnProperty.call(message, "level"))
                                writer.uint32(/* id 3, wireType 2 =*/26).string(message.level);
                            if (message.matched != null && Object.hasOwnProperty.call(message, "matched"))
                                $root.parasol.travel.v1.CoachResponse.Card.Detected.Matched.encode(message.matched, writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                            return writer;
                        };

                        /**
                         * Decodes a Detected message from the specified reader or buffer.
                         * @function decode
                         * @memberof parasol.travel.v1.CoachResponse.Card.Detected
                         * @static
                         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                         * @param {number} [length] Message length if known beforehand
                         * @returns {parasol.travel.v1.CoachResponse.Card.Detected} Detected
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        Detected.decode = function decode(reader, length, error, long) {
                            if (!(reader instanceof $Reader))
                                reader = $Reader.create(reader);
                            if (long === undefined)
                                long = 0;
                            if (long > $Reader.recursionLimit)
                                throw Error("maximum nesting depth exceeded");
                            var end, message;
                            if (length === undefined)
                                end = reader.len;
                            else {
                                end = reader.pos + length;
                                if (end > reader.len)
                                    throw RangeError("index out of range");
                                length = reader.len;
                                reader.len = end;
                            }
                            message = new $root.parasol.travel.v1.CoachResponse.Card.Detected();
                            while (reader.pos < end) {
                                var tag = reader.uint32();
                                if (tag === error)
                                    break;
                                switch (tag >>> 3) {
                                case 1: {
                                        message.bank = reader.string();
                                        break;
                                    }
                                case 2: {
                                        message.brand = reader.string();
                                        break;
                                    }
                                case 3: {
                                        message.level = reader.string();
                                        break;
                                    }
                                case 4: {
                                        message.matched = $root.parasol.travel.v1.CoachResponse.Card.Detected.Matched.decode(reader, reader.uint32(), undefined, long + 1);
                                        break;
                                    }
                                default:
                                    reader.skipType(tag & 7, long);
                                    break;
                                }
                            }
                            if (length !== undefined) {
                                if (reader.pos !== end)
                                    throw RangeError("index out of range");
                                reader.len = length;
                            }
                            return message;
                        };

                        Detected.Matched = (function() {

                            /**
                             * Properties of a Matched.
                             * @memberof parasol.travel.v1.CoachResponse.Card.Detected
                             * @interface IMatched
                             * @property {number|null} [cardId] Matched cardId
                             * @property {string|null} [cardName] Matched cardName
                             * @property {string|null} [bank] Matched bank
                             */

                            /**
                             * Constructs a new Matched.
                             * @memberof parasol.travel.v1.CoachResponse.Card.Detected
                             * @classdesc Represents a Matched.
                             * @implements IMatched
                             * @constructor
                             * @param {parasol.travel.v1.CoachResponse.Card.Detected.IMatched=} [properties] Properties to set
                             */
                            function Matched(properties) {
                                if (properties)
                                    for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                            this[keys[i]] = properties[keys[i]];
                            }

                            /**
                             * Matched cardId.
                             * @member {number|null|undefined} cardId
                             * @memberof parasol.travel.v1.CoachResponse.Card.Detected.Matched
                             * @instance
                             */
                            Matched.prototype.cardId = null;

                            /**
                             * Matched cardName.
                             * @member {string|null|undefined} cardName
                             * @memberof parasol.travel.v1.CoachResponse.Card.Detected.Matched
                             * @instance
                             */
                            Matched.prototype.cardName = null;

                            /**
                             * Matched bank.
                             * @member {string|null|undefined} bank
                             * @memberof parasol.travel.v1.CoachResponse.Card.Detected.Matched
                             * @instance
                             */
                            Matched.prototype.bank = null;

                            // OneOf field names bound to virtual getters and setters
                            var $oneOfFields;

                            // Virtual OneOf for proto3 optional field
                            Object.defineProperty(Matched.prototype, "_cardId", {
                                get: $util.oneOfGetter($oneOfFields = ["cardId"]),
                                set: $util.oneOfSetter($oneOfFields)
                            });

                            // Virtual OneOf for proto3 optional field
                            Object.defineProperty(Matched.prototype, "_cardName", {
                                get: $util.oneOfGetter($oneOfFields = ["cardName"]),
                                set: $util.oneOfSetter($oneOfFields)
                            });

                            // Virtual OneOf for proto3 optional field
                            Object.defineProperty(Matched.prototype, "_bank", {
                                get: $util.oneOfGetter($oneOfFields = ["bank"]),
                                set: $util.oneOfSetter($oneOfFields)
                            });

                            /**
                             * Encodes the specified Matched message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Card.Detected.Matched.verify|verify} messages.
                             * @function encode
                             * @memberof parasol.travel.v1.CoachResponse.Card.Detected.Matched
                             * @static
                             * @param {parasol.travel.v1.CoachResponse.Card.Detected.IMatched} message Matched message or plain object to encode
                             * @param {$protobuf.Writer} [writer] Writer to encode to
                             * @returns {$protobuf.Writer} Writer
                             */
                            Matched.encode = function encode(message, writer, q) {
                                if (!writer)
                                    writer = $Writer.create();
                                if (q === undefined)
                                    q = 0;
                                if (q > $util.recursionLimit)
                                    throw Error("max depth exceeded");
                                if (message.cardId != null && Object.hasOwnProperty.call(message, "cardId"))
                                    writer.uint32(/* id 1, wireType 0 =*/8).int64(message.cardId);
                                if (message.cardName != null && Object.hasOwnProperty.call(message, "cardName"))
                                    writer.uint32(/* id 2, wireType 2 =*/18).string(message.cardName);
                                if (message.bank != null && Object.hasOwnProperty.call(message, "bank"))
                                    writer.uint32(/* id 3, wireType 2 =*/26).string(message.bank);
                                return writer;
                            };

                            /**
                             * Decodes a Matched message from the specified reader or buffer.
                             * @function decode
                             * @memberof parasol.travel.v1.CoachResponse.Card.Detected.Matched
                             * @static
                             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                             * @param {number} [length] Message length if known beforehand
                             * @returns {parasol.travel.v1.CoachResponse.Card.Detected.Matched} Matched
                             * @throws {Error} If the payload is not a reader or valid buffer
                             * @throws {$protobuf.util.ProtocolError} If required fields are missing
                             */
                            Matched.decode = function decode(reader, length, error, long) {
                                if (!(reader instanceof $Reader))
                                    reader = $Reader.create(reader);
                                if (long === undefined)
                                    long = 0;
                                if (long > $Reader.recursionLimit)
                                    throw Error("maximum nesting depth exceeded");
                                var end, message;
                                if (length === undefined)
                                    end = reader.len;
                                else {
                                    end = reader.pos + length;
                                    if (end > reader.len)
                                        throw RangeError("index out of range");
                                    length = reader.len;
                                    reader.len = end;
                                }
                                message = new $root.parasol.travel.v1.CoachResponse.Card.Detected.Matched();
                                while (reader.pos < end) {
                                    var tag = reader.uint32();
                                    if (tag === error)
                                        break;
                                    switch (tag >>> 3) {
                                    case 1: {
                                            message.cardId = reader.int64();
                                            break;
                                        }
                                    case 2: {
                                            message.cardName = reader.string();
                                            break;
                                        }
                                    case 3: {
                                            message.bank = reader.string();
                                            break;
                                        }
                                    default:
                                        reader.skipType(tag & 7, long);
                                        break;
                                    }
                                }
                                if (length !== undefined) {
                                    if (reader.pos !== end)
                                        throw RangeError("index out of range");
                                    reader.len = length;
                                }
                                return message;
                            };

                            return Matched;
                        })();

                        return Detected;
                    })();

                    return Card;
                })();

                CoachResponse.Bilan = (function() {

                    /**
                     * Properties of a Bilan.
                     * @memberof parasol.travel.v1.CoachResponse
                     * @interface IBilan
                     * @property {boolean|null} [shouldSell] Bilan shouldSell
                     * @property {parasol.travel.v1.CoachResponse.Bilan.IHeadline|null} [headline] Bilan headline
                     * @property {parasol.travel.v1.CoachResponse.Bilan.IMedical|null} [medical] Bilan medical
                     * @property {number|null} [argumentCount] Bilan argumentCount
                     * @property {parasol.travel.v1.CoachResponse.Bilan.ISocial|null} [social] Bilan social
                     * @property {Array.<string>|null} [focusCategories] Bilan focusCategories
                     * @property {Array.<parasol.travel.v1.IArgument>|null} ["arguments"] Bilan arguments
                     */

                    /**
                     * Constructs a new Bilan.
                     * @memberof parasol.travel.v1.CoachResponse
                     * @classdesc Represents a Bilan.
                     * @implements IBilan
                     * @constructor
                     * @param {parasol.travel.v1.CoachResponse.IBilan=} [properties] Properties to set
                     */
                    function Bilan(properties) {
                        this.focusCategories = [];
                        this["arguments"] = [];
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Bilan shouldSell.
                     * @member {boolean|null|undefined} shouldSell
                     * @memberof parasol.travel.v1.CoachResponse.Bilan
                     * @instance
                     */
                    Bilan.prototype.shouldSell = null;

                    /**
                     * Bilan headline.
                     * @member {parasol.travel.v1.CoachResponse.Bilan.IHeadline|null|undefined} headline
                     * @memberof parasol.travel.v1.CoachResponse.Bilan
                     * @instance
                     */
                    Bilan.prototype.headline = null;

                    /**
                     * Bilan medical.
                     * @member {parasol.travel.v1.CoachResponse.Bilan.IMedical|null|undefined} medical
                     * @memberof parasol.travel.v1.CoachResponse.Bilan
                     * @instance
                     */
                    Bilan.prototype.medical = null;

                    /**
                     * Bilan argumentCount.
                     * @member {number|null|undefined} argumentCount
                     * @memberof parasol.travel.v1.CoachResponse.Bilan
                     * @instance
                     */
                    Bilan.prototype.argumentCount = null;

                    /**
                     * Bilan social.
                     * @member {parasol.travel.v1.CoachResponse.Bilan.ISocial|null|undefined} social
                     * @memberof parasol.travel.v1.CoachResponse.Bilan
                     * @instance
                     */
                    Bilan.prototype.social = null;

                    /**
                     * Bilan focusCategories.
                     * @member {Array.<string>} focusCategories
                     * @memberof parasol.travel.v1.CoachResponse.Bilan
                     * @instance
                     */
                    Bilan.prototype.focusCategories = $util.emptyArray;

                    /**
                     * Bilan arguments.
                     * @member {Array.<parasol.travel.v1.IArgument>} arguments
                     * @memberof parasol.travel.v1.CoachResponse.Bilan
                     * @instance
                     */
                    Bilan.prototype["arguments"] = $util.emptyArray;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Bilan.prototype, "_shouldSell", {
                        get: $util.oneOfGetter($oneOfFields = ["shouldSell"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Bilan.prototype, "_argumentCount", {
                        get: $util.oneOfGetter($oneOfFields = ["argumentCount"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Bilan message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Bilan.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.CoachResponse.Bilan
                     * @static
                     * @param {parasol.travel.v1.CoachResponse.IBilan} message Bilan message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Bilan.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.shouldSell != null && Object.hasOwnProperty.call(message, "shouldSell"))
                            writer.uint32(/* id 1, wireType 0 =*/8).bool(message.shouldSell);
                        if (message.headline != null && Object.hasOwnProperty.call(message, "headline"))
                            $root.parasol.travel.v1.CoachResponse.Bilan.Headline.encode(message.headline, writer.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                        if (message.medical != null && Object.hasOwnProperty.call(message, "medical"))
                            $root.parasol.travel.v1.CoachResponse.Bilan.Medical.encode(message.medical, writer.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                        if (message.argumentCount != null && Object.hasOwnProperty.call(message, "argumentCount"))
                            writer.uint32(/* id 4, wireType 0 =*/32).int64(message.argumentCount);
                        if (message.social != null && Object.hasOwnProperty.call(message, "social"))
                            $root.parasol.travel.v1.CoachResponse.Bilan.Social.encode(message.social, writer.uint32(/* id 5, wireType 2 =*/42).fork(), q + 1).ldelim();
                        if (message.focusCategories != null && message.focusCategories.length)
                            for (var i = 0; i < message.focusCategories.length; ++i)
                                writer.uint32(/* id 6, wireType 2 =*/50).string(message.focusCategories[i]);
                        if (message["arguments"] != null && message["arguments"].length)
                            for (var i = 0; i < message["arguments"].length; ++i)
                                $root.parasol.travel.v1.Argument.encode(message["arguments"][i], writer.uint32(/* id 7, wireType 2 =*/58).fork(), q + 1).ldelim();
                        return writer;
                    };

                    /**
                     * Decodes a Bilan message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.CoachResponse.Bilan
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.CoachResponse.Bilan} Bilan
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Bilan.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.CoachResponse.Bilan();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.shouldSell = reader.bool();
                                    break;
                                }
                            case 2: {
                                    message.headline = $root.parasol.travel.v1.CoachResponse.Bilan.Headline.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 3: {
                                    message.medical = $root.parasol.travel.v1.CoachResponse.Bilan.Medical.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 4: {
                                    message.argumentCount = reader.int64();
                                    break;
                                }
                            case 5: {
                                    message.social = $root.parasol.travel.v1.CoachResponse.Bilan.Social.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 6: {
                                    if (!(message.focusCategories && message.focusCategories.length))
                                        message.focusCategories = [];
                                    message.focusCategories.push(reader.string());
                                    break;
                                }
                            case 7: {
                                    if (!(message["arguments"] && message["arguments"].length))
                                        message["arguments"] = [];
                                    message["arguments"].push($root.parasol.travel.v1.Argument.decode(reader, reader.uint32(), undefined, long + 1));
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    Bilan.Headline = (function() {

                        /**
                         * Properties of a Headline.
                         * @memberof parasol.travel.v1.CoachResponse.Bilan
                         * @interface IHeadline
                         * @property {string|null} [key] Headline key
                         * @property {Object.<string,string>|null} [vars] Headline vars
                         */

                        /**
                         * Constructs a new Headline.
                         * @memberof parasol.travel.v1.CoachResponse.Bilan
                         * @classdesc Represents a Headline.
                         * @implements IHeadline
                         * @constructor
                         * @param {parasol.travel.v1.CoachResponse.Bilan.IHeadline=} [properties] Properties to set
                         */
                        function Headline(properties) {
                            this.vars = {};
                            if (properties)
                                for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                        this[keys[i]] = properties[keys[i]];
                        }

                        /**
                         * Headline key.
                         * @member {string|null|undefined} key
                         * @memberof parasol.travel.v1.CoachResponse.Bilan.Headline
                         * @instance
                         */
                        Headline.prototype.key = null;

                        /**
                         * Headline vars.
                         * @member {Object.<string,string>} vars
                         * @memberof parasol.travel.v1.CoachResponse.Bilan.Headline
                         * @instance
                         */
                        Headline.prototype.vars = $util.emptyObject;

                        // OneOf field names bound to virtual getters and setters
                        var $oneOfFields;

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Headline.prototype, "_key", {
                            get: $util.oneOfGetter($oneOfFields = ["key"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        /**
                         * Encodes the specified Headline message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Bilan.Headline.verify|verify} messages.
                         * @function encode
                         * @memberof parasol.travel.v1.CoachResponse.Bilan.Headline
                         * @static
                         * @param {parasol.travel.v1.CoachResponse.Bilan.IHeadline} message Headline message or plain object to encode
                         * @param {$protobuf.Writer} [writer] Writer to encode to
                         * @returns {$protobuf.Writer} Writer
                         */
                        Headline.encode = function encode(message, writer, q) {
                            if (!writer)
                                writer = $Writer.create();
                            if (q === undefined)
                                q = 0;
                            if (q > $util.recursionLimit)
                                throw Error("max depth exceeded");
                            if (message.key != null && Object.hasOwnProperty.call(message, "key"))
                                writer.uint32(/* id 1, wireType 2 =*/10).string(message.key);
                            if (message.vars != null && Object.hasOwnProperty.call(message, "vars"))
                                for (var keys = Object.keys(message.vars), i = 0; i < keys.length; ++i)
                                    writer.uint32(/* id 2, wireType 2 =*/18).fork().uint32(/* id 1, wireType 2 =*/10).string(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.vars[keys[i]]).ldelim();
                            return writer;
                        };

                        /**
                         * Decodes a Headline message from the specified reader or buffer.
                         * @function decode
                         * @memberof parasol.travel.v1.CoachResponse.Bilan.Headline
                         * @static
                         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                         * @param {number} [length] Message length if known beforehand
                         * @returns {parasol.travel.v1.CoachResponse.Bilan.Headline} Headline
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        Headline.decode = function decode(reader, length, error, long) {
                            if (!(reader instanceof $Reader))
                                reader = $Reader.create(reader);
                            if (long === undefined)
                                long = 0;
                            if (long > $Reader.recursionLimit)
                                throw Error("maximum nesting depth exceeded");
                            var end, message, key, value;
                            if (length === undefined)
                                end = reader.len;
                            else {
                                end = reader.pos + length;
                                if (end > reader.len)
                                    throw RangeError("index out of range");
                                length = reader.len;
                                reader.len = end;
                            }
                            message = new $root.parasol.travel.v1.CoachResponse.Bilan.Headline();
                            while (reader.pos < end) {
                                var tag = reader.uint32();
                                if (tag === error)
                                    break;
                                switch (tag >>> 3) {
                                case 1: {
                                        message.key = reader.string();
                                        break;
                                    }
                                case 2: {
                                        if (message.vars === $util.emptyObject)
                                            message.vars = {};
                                        var end2 = reader.uint32() + reader.pos;
                                        if (end2 > reader.len)
                                            throw RangeError("index out of range");
                                        reader.len = end2;
                                        key = "";
                                        value = "";
                                        while (reader.pos < end2) {
                                            var tag2 = reader.uint32();
                                            switch (tag2 >>> 3) {
                                            case 1:
                                                key = reader.string();
                                                break;
                                            case 2:
                                                value = reader.string();
                                                break;
                                            default:
                                                reader.skipType(tag2 & 7, long);
                                                break;
                                            }
                                        }
                                        if (reader.pos !== end2)
                                            throw RangeError("index out of range");
                                        reader.len = end;
                                        if (key === "__proto__")
                                            $util.makeProp(message.vars, key);
                                        message.vars[key] = value;
                                        break;
                                    }
                                default:
                                    reader.skipType(tag & 7, long);
                                    break;
                                }
                            }
                            if (length !== undefined) {
                                if (reader.pos !== end)
                                    throw RangeError("index out of range");
                                reader.len = length;
                            }
                            return message;
                        };

                        return Headline;
                    })();

                    Bilan.Medical = (function() {

                        /**
                         * Properties of a Medical.
                         * @memberof parasol.travel.v1.CoachResponse.Bilan
                         * @interface IMedical
                         * @property {string|null} [target] Medical target
                         * @property {number|null} [targetValue] Medical targetValue
                         * @property {boolean|null} [ceilingOk] Medical ceilingOk
                         */

                        /**
                         * Constructs a new Medical.
                         * @memberof parasol.travel.v1.CoachResponse.Bilan
                         * @classdesc Represents a Medical.
                         * @implements IMedical
                         * @constructor
                         * @param {parasol.travel.v1.CoachResponse.Bilan.IMedical=} [properties] Properties to set
                         */
                        function Medical(properties) {
                            if (properties)
                                for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                        this[keys[i]] = properties[keys[i]];
                        }

                        /**
                         * Medical target.
                         * @member {string|null|undefined} target
                         * @memberof parasol.travel.v1.CoachResponse.Bilan.Medical
                         * @instance
                         */
                        Medical.prototype.target = null;

                        /**
                         * Medical targetValue.
                         * @member {number|null|undefined} targetValue
                         * @memberof parasol.travel.v1.CoachResponse.Bilan.Medical
                         * @instance
                         */
                        Medical.prototype.targetValue = null;

                        /**
                         * Medical ceilingOk.
                         * @member {boolean|null|undefined} ceilingOk
                         * @memberof parasol.travel.v1.CoachResponse.Bilan.Medical
                         * @instance
                         */
                        Medical.prototype.ceilingOk = null;

                        // OneOf field names bound to virtual getters and setters
                        var $oneOfFields;

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Medical.prototype, "_target", {
                            get: $util.oneOfGetter($oneOfFields = ["target"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Medical.prototype, "_targetValue", {
                            get: $util.oneOfGetter($oneOfFields = ["targetValue"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Medical.prototype, "_ceilingOk", {
                            get: $util.oneOfGetter($oneOfFields = ["ceilingOk"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        /**
                         * Encodes the specified Medical message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Bilan.Medical.verify|verify} messages.
                         * @function encode
                         * @memberof parasol.travel.v1.CoachResponse.Bilan.Medical
                         * @static
                         * @param {parasol.travel.v1.CoachResponse.Bilan.IMedical} message Medical message or plain object to encode
                         * @param {$protobuf.Writer} [writer] Writer to encode to
                         * @returns {$protobuf.Writer} Writer
                         */
                        Medical.encode = function encode(message, writer, q) {
                            if (!writer)
                                writer = $Writer.create();
                            if (q === undefined)
                                q = 0;
                            if (q > $util.recursionLimit)
                                throw Error("max depth exceeded");
                            if (message.target != null && Object.hasOwnProperty.call(message, "target"))
                                writer.uint32(/* id 1, wireType 2 =*/10).string(message.target);
                            if (message.targetValue != null && Object.hasOwnProperty.call(message, "targetValue"))
                                writer.uint32(/* id 2, wireType 0 =*/16).int64(message.targetValue);
                            if (message.ceilingOk != null && Object.hasOwnProperty.call(message, "ceilingOk"))
                                writer.uint32(/* id 3, wireType 0 =*/24).bool(message.ceilingOk);
                            return writer;
                        };

                        /**
                         * Decodes a Medical message from the specified reader or buffer.
                         * @function decode
                         * @memberof parasol.travel.v1.CoachResponse.Bilan.Medical
                         * @static
                         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                         * @param {number} [length] Message length if known beforehand
                         * @returns {parasol.travel.v1.CoachResponse.Bilan.Medical} Medical
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        Medical.decode = function decode(reader, length, error, long) {
                            if (!(reader instanceof $Reader))
                                reader = $Reader.create(reader);
                            if (long === undefined)
                                long = 0;
                            if (long > $Reader.recursionLimit)
                                throw Error("maximum nesting depth exceeded");
                            var end, message;
                            if (length === undefined)
                                end = reader.len;
                            else {
                                end = reader.pos + length;
                                if (end > reader.len)
                                    throw RangeError("index out of range");
                                length = reader.len;
                                reader.len = end;
                            }
                            message = new $root.parasol.travel.v1.CoachResponse.Bilan.Medical();
                            while (reader.pos < end) {
                                var tag = reader.uint32();
                                if (tag === error)
                                    break;
                                switch (tag >>> 3) {
                                case 1: {
                                        message.target = reader.string();
                                        break;
                                    }
                                case 2: {
                                        message.targetValue = reader.int64();
                                        break;
                                    }
                                case 3: {
                                        message.ceilingOk = reader.bool();
                                        break;
                                    }
                                default:
                                    reader.skipType(tag & 7, long);
                                    break;
                                }
                            }
                            if (length !== undefined) {
                                if (reader.pos !== end)
                                    throw RangeError("index out of range");
                                reader.len = length;
                            }
                            return message;
                        };

                        return Medical;
                    })();

                    Bilan.Social = (function() {

                        /**
                         * Properties of a Social.
                         * @memberof parasol.travel.v1.CoachResponse.Bilan
                         * @interface ISocial
                         * @property {number|null} [pct] Social pct
                         * @property {string|null} [subjectKey] Social subjectKey
                         */

                        /**
                         * Constructs a new Social.
                         * @memberof parasol.travel.v1.CoachResponse.Bilan
                         * @classdesc Represents a Social.
                         * @implements ISocial
                         * @constructor
                         * @param {parasol.travel.v1.CoachResponse.Bilan.ISocial=} [properties] Properties to set
                         */
                        function Social(properties) {
                            if (properties)
                                for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                        this[keys[i]] = properties[keys[i]];
                        }

                        /**
                         * Social pct.
                         * @member {number|null|undefined} pct
                         * @memberof parasol.travel.v1.CoachResponse.Bilan.Social
                         * @instance
                         */
                        Social.prototype.pct = null;

                        /**
                         * Social subjectKey.
                         * @member {string|null|undefined} subjectKey
                         * @memberof parasol.travel.v1.CoachResponse.Bilan.Social
                         * @instance
                         */
                        Social.prototype.subjectKey = null;

                        // OneOf field names bound to virtual getters and setters
                        var $oneOfFields;

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Social.prototype, "_pct", {
                            get: $util.oneOfGetter($oneOfFields = ["pct"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Social.prototype, "_subjectKey", {
                            get: $util.oneOfGetter($oneOfFields = ["subjectKey"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        /**
                         * Encodes the specified Social message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Bilan.Social.verify|verify} messages.
                         * @function encode
                         * @memberof parasol.travel.v1.CoachResponse.Bilan.Social
                         * @static
                         * @param {parasol.travel.v1.CoachResponse.Bilan.ISocial} message Social message or plain object to encode
                         * @param {$protobuf.Writer} [writer] Writer to encode to
                         * @returns {$protobuf.Writer} Writer
                         */
                        Social.encode = function encode(message, writer, q) {
                            if (!writer)
                                writer = $Writer.create();
                            if (q === undefined)
                                q = 0;
                            if (q > $util.recursionLimit)
                                throw Error("max depth exceeded");
                            if (message.pct != null && Object.hasOwnProperty.call(message, "pct"))
                                writer.uint32(/* id 1, wireType 0 =*/8).int32(message.pct);
                            if (message.subjectKey != null && Object.hasOwnProperty.call(message, "subjectKey"))
                                writer.uint32(/* id 2, wireType 2 =*/18).string(message.subjectKey);
                            return writer;
                        };

                        /**
                         * Decodes a Social message from the specified reader or buffer.
                         * @function decode
                         * @memberof parasol.travel.v1.CoachResponse.Bilan.Social
                         * @static
                         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                         * @param {number} [length] Message length if known beforehand
                         * @returns {parasol.travel.v1.CoachResponse.Bilan.Social} Social
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        Social.decode = function decode(reader, length, error, long) {
                            if (!(reader instanceof $Reader))
                                reader = $Reader.create(reader);
                            if (long === undefined)
                                long = 0;
                            if (long > $Reader.recursionLimit)
                                throw Error("maximum nesting depth exceeded");
                            var end, message;
                            if (length === undefined)
                                end = reader.len;
                            else {
                                end = reader.pos + length;
                                if (end > reader.len)
                                    throw RangeError("index out of range");
                                length = reader.len;
                                reader.len = end;
                            }
                            message = new $root.parasol.travel.v1.CoachResponse.Bilan.Social();
                            while (reader.pos < end) {
                                var tag = reader.uint32();
                                if (tag === error)
                                    break;
                                switch (tag >>> 3) {
                                case 1: {
                                        message.pct = reader.int32();
                                        break;
                                    }
                                case 2: {
                                        message.subjectKey = reader.string();
                                        break;
                                    }
                                default:
                                    reader.skipType(tag & 7, long);
                                    break;
                                }
                            }
                            if (length !== undefined) {
                                if (reader.pos !== end)
                                    throw RangeError("index out of range");
                                reader.len = length;
                            }
                            return message;
                        };

                        return Social;
                    })();

                    return Bilan;
                })();

                CoachResponse.Offer = (function() {

                    /**
                     * Properties of an Offer.
                     * @memberof parasol.travel.v1.CoachResponse
                     * @interface IOffer
                     * @property {string|null} [quoteUrl] Offer quoteUrl
                     */

                    /**
                     * Constructs a new Offer.
                     * @memberof parasol.travel.v1.CoachResponse
                     * @classdesc Represents an Offer.
                     * @implements IOffer
                     * @constructor
                     * @param {parasol.travel.v1.CoachResponse.IOffer=} [properties] Properties to set
                     */
                    function Offer(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Offer quoteUrl.
                     * @member {string|null|undefined} quoteUrl
                     * @memberof parasol.travel.v1.CoachResponse.Offer
                     * @instance
                     */
                    Offer.prototype.quoteUrl = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Offer.prototype, "_quoteUrl", {
                        get: $util.oneOfGetter($oneOfFields = ["quoteUrl"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Offer message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Offer.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.CoachResponse.Offer
                     * @static
                     * @param {parasol.travel.v1.CoachResponse.IOffer} message Offer message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Offer.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.quoteUrl != null && Object.hasOwnProperty.call(message, "quoteUrl"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.quoteUrl);
                        return writer;
                    };

                    /**
                     * Decodes an Offer message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.CoachResponse.Offer
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.CoachResponse.Offer} Offer
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Offer.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.CoachResponse.Offer();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.quoteUrl = reader.string();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Offer;
                })();

                CoachResponse.Meta = (function() {

                    /**
                     * Properties of a Meta.
                     * @memberof parasol.travel.v1.CoachResponse
                     * @interface IMeta
                     * @property {string|null} [engineVersion] Meta engineVersion
                     * @property {string|null} [market] Meta market
                     * @property {string|null} [lang] Meta lang
                     * @property {parasol.travel.v1.CoachResponse.Meta.IPassport|null} [passport] Meta passport
                     * @property {Array.<string>|null} [unknownFields] Meta unknownFields
                     * @property {Array.<string>|null} [warnings] Meta warnings
                     * @property {parasol.travel.v1.CoachResponse.Meta.IDataVersions|null} [dataVersions] Meta dataVersions
                     */

                    /**
                     * Constructs a new Meta.
                     * @memberof parasol.travel.v1.CoachResponse
                     * @classdesc Represents a Meta.
                     * @implements IMeta
                     * @constructor
                     * @param {parasol.travel.v1.CoachResponse.IMeta=} [properties] Properties to set
                     */
                    function Meta(properties) {
                        this.unknownFields = [];
                        this.warnings = [];
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Meta engineVersion.
                     * @member {string|null|undefined} engineVersion
                     * @memberof parasol.travel.v1.CoachResponse.Meta
                     * @instance
                     */
                    Meta.prototype.engineVersion = null;

                    /**
                     * Meta market.
                     * @member {string|null|undefined} market
                     * @memberof parasol.travel.v1.CoachResponse.Meta
                     * @instance
                     */
                    Meta.prototype.market = null;

                    /**
                     * Meta lang.
                     * @member {string|null|undefined} lang
                     * @memberof parasol.travel.v1.CoachResponse.Meta
                     * @instance
                     */
                    Meta.prototype.lang = null;

                    /**
                     * Meta passport.
                     * @member {parasol.travel.v1.CoachResponse.Meta.IPassport|null|undefined} passport
                     * @memberof parasol.travel.v1.CoachResponse.Meta
                     * @instance
                     */
                    Meta.prototype.passport = null;

                    /**
                     * Meta unknownFields.
                     * @member {Array.<string>} unknownFields
                     * @memberof parasol.travel.v1.CoachResponse.Meta
                     * @instance
                     */
                    Meta.prototype.unknownFields = $util.emptyArray;

                    /**
                     * Meta warnings.
                     * @member {Array.<string>} warnings
                     * @memberof parasol.travel.v1.CoachResponse.Meta
                     * @instance
                     */
                    Meta.prototype.warnings = $util.emptyArray;

                    /**
                     * Meta dataVersions.
                     * @member {parasol.travel.v1.CoachResponse.Meta.IDataVersions|null|undefined} dataVersions
                     * @memberof parasol.travel.v1.CoachResponse.Meta
                     * @instance
                     */
                    Meta.prototype.dataVersions = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Meta.prototype, "_engineVersion", {
                        get: $util.oneOfGetter($oneOfFields = ["engineVersion"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Meta.prototype, "_market", {
                        get: $util.oneOfGetter($oneOfFields = ["market"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Meta.prototype, "_lang", {
                        get: $util.oneOfGetter($oneOfFields = ["lang"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Meta message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Meta.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.CoachResponse.Meta
                     * @static
                     * @param {parasol.travel.v1.CoachResponse.IMeta} message Meta message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Meta.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.engineVersion != null && Object.hasOwnProperty.call(message, "engineVersion"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.engineVersion);
                        if (message.market != null && Object.hasOwnProperty.call(message, "market"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.market);
                        if (message.lang != null && Object.hasOwnProperty.call(message, "lang"))
                            writer.uint32(/* id 3, wireType 2 =*/26).string(message.lang);
                        if (message.passport != null && Object.hasOwnProperty.call(message, "passport"))
                            $root.parasol.travel.v1.CoachResponse.Meta.Passport.encode(message.passport, writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                        if (message.warnings != null && message.warnings.length)
                            for (var i = 0; i < message.warnings.length; ++i)
                                writer.uint32(/* id 5, wireType 2 =*/42).string(message.warnings[i]);
                        if (message.dataVersions != null && Object.hasOwnProperty.call(message, "dataVersions"))
                            $root.parasol.travel.v1.CoachResponse.Meta.DataVersions.encode(message.dataVersions, writer.uint32(/* id 6, wireType 2 =*/50).fork(), q + 1).ldelim();
                        if (message.unknownFields != null && message.unknownFields.length)
                            for (var i = 0; i < message.unknownFields.length; ++i)
                                writer.uint32(/* id 7, wireType 2 =*/58).string(message.unknownFields[i]);
                        return writer;
                    };

                    /**
                     * Decodes a Meta message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.CoachResponse.Meta
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.CoachResponse.Meta} Meta
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Meta.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.CoachResponse.Meta();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.engineVersion = reader.string();
                                    break;
                                }
                            case 2: {
                                    message.market = reader.string();
                                    break;
                                }
                            case 3: {
                                    message.lang = reader.string();
                                    break;
                                }
                            case 4: {
                                    message.passport = $root.parasol.travel.v1.CoachResponse.Meta.Passport.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 7: {
                                    if (!(message.unknownFields && message.unknownFields.length))
                                        message.unknownFields = [];
                                    message.unknownFields.push(reader.string());
                                    break;
                                }
                            case 5: {
                                    if (!(message.warnings && message.warnings.length))
                                        message.warnings = [];
                                    message.warnings.push(reader.string());
                                    break;
                                }
                            case 6: {
                                    message.dataVersions = $root.parasol.travel.v1.CoachResponse.Meta.DataVersions.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    Meta.Passport = (function() {

                        /**
                         * Properties of a Passport.
                         * @memberof parasol.travel.v1.CoachResponse.Meta
                         * @interface IPassport
                         * @property {string|null} [residence] Passport residence
                         * @property {string|null} [healthZone] Passport healthZone
                         * @property {string|null} [socle] Passport socle
                         * @property {Array.<string>|null} [insideZone] Passport insideZone
                         * @property {Array.<string>|null} [outsideZone] Passport outsideZone
                         */

                        /**
                         * Constructs a new Passport.
                         * @memberof parasol.travel.v1.CoachResponse.Meta
                         * @classdesc Represents a Passport.
                         * @implements IPassport
                         * @constructor
                         * @param {parasol.travel.v1.CoachResponse.Meta.IPassport=} [properties] Properties to set
                         */
                        function Passport(properties) {
                            this.insideZone = [];
                            this.outsideZone = [];
                            if (properties)
                                for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                        this[keys[i]] = properties[keys[i]];
                        }

                        /**
                         * Passport residence.
                         * @member {string|null|undefined} residence
                         * @memberof parasol.travel.v1.CoachResponse.Meta.Passport
                         * @instance
                         */
                        Passport.prototype.residence = null;

                        /**
                         * Passport healthZone.
                         * @member {string|null|undefined} healthZone
                         * @memberof parasol.travel.v1.CoachResponse.Meta.Passport
                         * @instance
                         */
                        Passport.prototype.healthZone = null;

                        /**
                         * Passport socle.
                         * @member {string|null|undefined} socle
                         * @memberof parasol.travel.v1.CoachResponse.Meta.Passport
                         * @instance
                         */
                        Passport.prototype.socle = null;

                        /**
                         * Passport insideZone.
                         * @member {Array.<string>} insideZone
                         * @memberof parasol.travel.v1.CoachResponse.Meta.Passport
                         * @instance
                         */
                        Passport.prototype.insideZone = $util.emptyArray;

                        /**
                         * Passport outsideZone.
                         * @member {Array.<string>} outsideZone
                         * @memberof parasol.travel.v1.CoachResponse.Meta.Passport
                         * @instance
                         */
                        Passport.prototype.outsideZone = $util.emptyArray;

                        // OneOf field names bound to virtual getters and setters
                        var $oneOfFields;

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Passport.prototype, "_residence", {
                            get: $util.oneOfGetter($oneOfFields = ["residence"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Passport.prototype, "_healthZone", {
                            get: $util.oneOfGetter($oneOfFields = ["healthZone"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Passport.prototype, "_socle", {
                            get: $util.oneOfGetter($oneOfFields = ["socle"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        /**
                         * Encodes the specified Passport message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Meta.Passport.verify|verify} messages.
                         * @function encode
                         * @memberof parasol.travel.v1.CoachResponse.Meta.Passport
                         * @static
                         * @param {parasol.travel.v1.CoachResponse.Meta.IPassport} message Passport message or plain object to encode
                         * @param {$protobuf.Writer} [writer] Writer to encode to
                         * @returns {$protobuf.Writer} Writer
                         */
                        Passport.encode = function encode(message, writer, q) {
                            if (!writer)
                                writer = $Writer.create();
                            if (q === undefined)
                                q = 0;
                            if (q > $util.recursionLimit)
                                throw Error("max depth exceeded");
                            if (message.residence != null && Object.hasOwnProperty.call(message, "residence"))
                                writer.uint32(/* id 1, wireType 2 =*/10).string(message.residence);
                            if (message.healthZone != null && Object.hasOwnProperty.call(message, "healthZone"))
                                writer.uint32(/* id 2, wireType 2 =*/18).string(message.healthZone);
                            if (message.socle != null && Object.hasOwnProperty.call(message, "socle"))
                                writer.uint32(/* id 3, wireType 2 =*/26).string(message.socle);
                            if (message.insideZone != null && message.insideZone.length)
                                for (var i = 0; i < message.insideZone.length; ++i)
                                    writer.uint32(/* id 4, wireType 2 =*/34).string(message.insideZone[i]);
                            if (message.outsideZone != null && message.outsideZone.length)
                                for (var i = 0; i < message.outsideZone.length; ++i)
                                    writer.uint32(/* id 5, wireType 2 =*/42).string(message.outsideZone[i]);
                            return writer;
                        };

                        /**
                         * Decodes a Passport message from the specified reader or buffer.
                         * @function decode
                         * @memberof parasol.travel.v1.CoachResponse.Meta.Passport
                         * @static
                         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                         * @param {number} [length] Message length if known beforehand
                         * @returns {parasol.travel.v1.CoachResponse.Meta.Passport} Passport
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        Passport.decode = function decode(reader, length, error, long) {
                            if (!(reader instanceof $Reader))
                                reader = $Reader.create(reader);
                            if (long === undefined)
                                long = 0;
                            if (long > $Reader.recursionLimit)
                                throw Error("maximum nesting depth exceeded");
                            var end, message;
                            if (length === undefined)
                                end = reader.len;
                            else {
                                end = reader.pos + length;
                                if (end > reader.len)
                                    throw RangeError("index out of range");
                                length = reader.len;
                                reader.len = end;
                            }
                            message = new $root.parasol.travel.v1.CoachResponse.Meta.Passport();
                            while (reader.pos < end) {
                                var tag = reader.uint32();
                                if (tag === error)
                                    break;
                                switch (tag >>> 3) {
                                case 1: {
                                        message.residence = reader.string();
                                        break;
                                    }
                                case 2: {
                                        message.healthZone = reader.string();
                                        break;
                                    }
                                case 3: {
                                        message.socle = reader.string();
                                        break;
                                    }
                                case 4: {
                                        if (!(message.insideZone && message.insideZone.length))
                                            message.insideZone = [];
                                        message.insideZone.push(reader.string());
                                        break;
                                    }
                                case 5: {
                                        if (!(message.outsideZone && message.outsideZone.length))
                                            message.outsideZone = [];
                                        message.outsideZone.push(reader.string());
                                        break;
                                    }
                                default:
                                    reader.skipType(tag & 7, long);
                                    break;
                                }
                            }
                            if (length !== undefined) {
                                if (reader.pos !== end)
                                    throw RangeError("index out of range");
                                reader.len = length;
                            }
                            return message;
                        };

                        return Passport;
                    })();

                    Meta.DataVersions = (function() {

                        /**
                         * Properties of a DataVersions.
                         * @memberof parasol.travel.v1.CoachResponse.Meta
                         * @interface IDataVersions
                         * @property {string|null} [cards] DataVersions cards
                         * @property {string|null} [countries] DataVersions countries
                         */

                        /**
                         * Constructs a new DataVersions.
                         * @memberof parasol.travel.v1.CoachResponse.Meta
                         * @classdesc Represents a DataVersions.
                         * @implements IDataVersions
                         * @constructor
                         * @param {parasol.travel.v1.CoachResponse.Meta.IDataVersions=} [properties] Properties to set
                         */
                        function DataVersions(properties) {
                            if (properties)
                                for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                        this[keys[i]] = properties[keys[i]];
                        }

                        /**
                         * DataVersions cards.
                         * @member {string|null|undefined} cards
                         * @memberof parasol.travel.v1.CoachResponse.Meta.DataVersions
                         * @instance
                         */
                        DataVersions.prototype.cards = null;

                        /**
                         * DataVersions countries.
                         * @member {string|null|undefined} countries
                         * @memberof parasol.travel.v1.CoachResponse.Meta.DataVersions
                         * @instance
                         */
                        DataVersions.prototype.countries = null;

                        // OneOf field names bound to virtual getters and setters
                        var $oneOfFields;

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(DataVersions.prototype, "_cards", {
                            get: $util.oneOfGetter($oneOfFields = ["cards"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(DataVersions.prototype, "_countries", {
                            get: $util.oneOfGetter($oneOfFields = ["countries"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        /**
                         * Encodes the specified DataVersions message. Does not implicitly {@link parasol.travel.v1.CoachResponse.Meta.DataVersions.verify|verify} messages.
                         * @function encode
                         * @memberof parasol.travel.v1.CoachResponse.Meta.DataVersions
                         * @static
                         * @param {parasol.travel.v1.CoachResponse.Meta.IDataVersions} message DataVersions message or plain object to encode
                         * @param {$protobuf.Writer} [writer] Writer to encode to
                         * @returns {$protobuf.Writer} Writer
                         */
                        DataVersions.encode = function encode(message, writer, q) {
                            if (!writer)
                                writer = $Writer.create();
                            if (q === undefined)
                                q = 0;
                            if (q > $util.recursionLimit)
                                throw Error("max depth exceeded");
                            if (message.cards != null && Object.hasOwnProperty.call(message, "cards"))
                                writer.uint32(/* id 1, wireType 2 =*/10).string(message.cards);
                            if (message.countries != null && Object.hasOwnProperty.call(message, "countries"))
                                writer.uint32(/* id 2, wireType 2 =*/18).string(message.countries);
                            return writer;
                        };

                        /**
                         * Decodes a DataVersions message from the specified reader or buffer.
                         * @function decode
                         * @memberof parasol.travel.v1.CoachResponse.Meta.DataVersions
                         * @static
                         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                         * @param {number} [length] Message length if known beforehand
                         * @returns {parasol.travel.v1.CoachResponse.Meta.DataVersions} DataVersions
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        DataVersions.decode = function decode(reader, length, error, long) {
                            if (!(reader instanceof $Reader))
                                reader = $Reader.create(reader);
                            if (long === undefined)
                                long = 0;
                            if (long > $Reader.recursionLimit)
                                throw Error("maximum nesting depth exceeded");
                            var end, message;
                            if (length === undefined)
                                end = reader.len;
                            else {
                                end = reader.pos + length;
                                if (end > reader.len)
                                    throw RangeError("index out of range");
                                length = reader.len;
                                reader.len = end;
                            }
                            message = new $root.parasol.travel.v1.CoachResponse.Meta.DataVersions();
                            while (reader.pos < end) {
                                var tag = reader.uint32();
                                if (tag === error)
                                    break;
                                switch (tag >>> 3) {
                                case 1: {
                                        message.cards = reader.string();
                                        break;
                                    }
                                case 2: {
                                        message.countries = reader.string();
                                        break;
                                    }
                                default:
                                    reader.skipType(tag & 7, long);
                                    break;
                                }
                            }
                            if (length !== undefined) {
                                if (reader.pos !== end)
                                    throw RangeError("index out of range");
                                reader.len = length;
                            }
                            return message;
                        };

                        return DataVersions;
                    })();

                    return Meta;
                })();

                return CoachResponse;
            })();

            v1.DailyBucket = (function() {

                /**
                 * Properties of a DailyBucket.
                 * @memberof parasol.travel.v1
                 * @interface IDailyBucket
                 * @property {number|null} [limit] DailyBucket limit
                 * @property {number|null} [used] DailyBucket used
                 * @property {number|null} [remaining] DailyBucket remaining
                 */

                /**
                 * Constructs a new DailyBucket.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a DailyBucket.
                 * @implements IDailyBucket
                 * @constructor
                 * @param {parasol.travel.v1.IDailyBucket=} [properties] Properties to set
                 */
                function DailyBucket(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * DailyBucket limit.
                 * @member {number|null|undefined} limit
                 * @memberof parasol.travel.v1.DailyBucket
                 * @instance
                 */
                DailyBucket.prototype.limit = null;

                /**
                 * DailyBucket used.
                 * @member {number|null|undefined} used
                 * @memberof parasol.travel.v1.DailyBucket
                 * @instance
                 */
                DailyBucket.prototype.used = null;

                /**
                 * DailyBucket remaining.
                 * @member {number|null|undefined} remaining
                 * @memberof parasol.travel.v1.DailyBucket
                 * @instance
                 */
                DailyBucket.prototype.remaining = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(DailyBucket.prototype, "_limit", {
                    get: $util.oneOfGetter($oneOfFields = ["limit"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(DailyBucket.prototype, "_used", {
                    get: $util.oneOfGetter($oneOfFields = ["used"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(DailyBucket.prototype, "_remaining", {
                    get: $util.oneOfGetter($oneOfFields = ["remaining"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified DailyBucket message. Does not implicitly {@link parasol.travel.v1.DailyBucket.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.DailyBucket
                 * @static
                 * @param {parasol.travel.v1.IDailyBucket} message DailyBucket message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                DailyBucket.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.limit != null && Object.hasOwnProperty.call(message, "limit"))
                        writer.uint32(/* id 1, wireType 0 =*/8).int64(message.limit);
                    if (message.used != null && Object.hasOwnProperty.call(message, "used"))
                        writer.uint32(/* id 2, wireType 0 =*/16).int64(message.used);
                    if (message.remaining != null && Object.hasOwnProperty.call(message, "remaining"))
                        writer.uint32(/* id 3, wireType 0 =*/24).int64(message.remaining);
                    return writer;
                };

                /**
                 * Decodes a DailyBucket message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.DailyBucket
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.DailyBucket} DailyBucket
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                DailyBucket.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.DailyBucket();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.limit = reader.int64();
                                break;
                            }
                        case 2: {
                                message.used = reader.int64();
                                break;
                            }
                        case 3: {
                                message.remaining = reader.int64();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return DailyBucket;
            })();

            v1.Error = (function() {

                /**
                 * Properties of an Error.
                 * @memberof parasol.travel.v1
                 * @interface IError
                 * @property {string|null} [error] Error error
                 * @property {string|null} [detail] Error detail
                 * @property {string|null} [requestId] Error requestId
                 * @property {string|null} [bucket] Error bucket
                 * @property {Array.<string>|null} [permittedModes] Error permittedModes
                 */

                /**
                 * Constructs a new Error.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents an Error.
                 * @implements IError
                 * @constructor
                 * @param {parasol.travel.v1.IError=} [properties] Properties to set
                 */
                function Error(properties) {
                    this.permittedModes = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * Error error.
                 * @member {string|null|undefined} error
                 * @memberof parasol.travel.v1.Error
                 * @instance
                 */
                Error.prototype.error = null;

                /**
                 * Error detail.
                 * @member {string|null|undefined} detail
                 * @memberof parasol.travel.v1.Error
                 * @instance
                 */
                Error.prototype.detail = null;

                /**
                 * Error requestId.
                 * @member {string|null|undefined} requestId
                 * @memberof parasol.travel.v1.Error
                 * @instance
                 */
                Error.prototype.requestId = null;

                /**
                 * Error bucket.
                 * @member {string|null|undefined} bucket
                 * @memberof parasol.travel.v1.Error
                 * @instance
                 */
                Error.prototype.bucket = null;

                /**
                 * Error permittedModes.
                 * @member {Array.<string>} permittedModes
                 * @memberof parasol.travel.v1.Error
                 * @instance
                 */
                Error.prototype.permittedModes = $util.emptyArray;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Error.prototype, "_error", {
                    get: $util.oneOfGetter($oneOfFields = ["error"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Error.prototype, "_detail", {
                    get: $util.oneOfGetter($oneOfFields = ["detail"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Error.prototype, "_requestId", {
                    get: $util.oneOfGetter($oneOfFields = ["requestId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Error.prototype, "_bucket", {
                    get: $util.oneOfGetter($oneOfFields = ["bucket"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified Error message. Does not implicitly {@link parasol.travel.v1.Error.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.Error
                 * @static
                 * @param {parasol.travel.v1.IError} message Error message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Error.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.error != null && Object.hasOwnProperty.call(message, "error"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.error);
                    if (message.detail != null && Object.hasOwnProperty.call(message, "detail"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.detail);
                    if (message.requestId != null && Object.hasOwnProperty.call(message, "requestId"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.requestId);
                    if (message.bucket != null && Object.hasOwnProperty.call(message, "bucket"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.bucket);
                    if (message.permittedModes != null && message.permittedModes.length)
                        for (var i = 0; i < message.permittedModes.length; ++i)
                            writer.uint32(/* id 5, wireType 2 =*/42).string(message.permittedModes[i]);
                    return writer;
                };

                /**
                 * Decodes an Error message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.Error
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.Error} Error
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Error.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.Error();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.error = reader.string();
                                break;
                            }
                        case 2: {
                                message.detail = reader.string();
                                break;
                            }
                        case 3: {
                                message.requestId = reader.string();
                                break;
                            }
                        case 4: {
                                message.bucket = reader.string();
                                break;
                            }
                        case 5: {
                                if (!(message.permittedModes && message.permittedModes.length))
                                    message.permittedModes = [];
                                message.permittedModes.push(reader.string());
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return Error;
            })();

            v1.Gap = (function() {

                /**
                 * Properties of a Gap.
                 * @memberof parasol.travel.v1
                 * @interface IGap
                 * @property {string|null} [state] Gap state
                 * @property {boolean|null} [covered] Gap covered
                 * @property {number|null} [value] Gap value
                 * @property {number|null} [recommendedValue] Gap recommendedValue
                 * @property {string|null} [badge] Gap badge
                 */

                /**
                 * Constructs a new Gap.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a Gap.
                 * @implements IGap
                 * @constructor
                 * @param {parasol.travel.v1.IGap=} [properties] Properties to set
                 */
                function Gap(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * Gap state.
                 * @member {string|null|undefined} state
                 * @memberof parasol.travel.v1.Gap
                 * @instance
                 */
                Gap.prototype.state = null;

                /**
                 * Gap covered.
                 * @member {boolean|null|undefined} covered
                 * @memberof parasol.travel.v1.Gap
                 * @instance
                 */
                Gap.prototype.covered = null;

                /**
                 * Gap value.
                 * @member {number|null|undefined} value
                 * @memberof parasol.travel.v1.Gap
                 * @instance
                 */
                Gap.prototype.value = null;

                /**
                 * Gap recommendedValue.
                 * @member {number|null|undefined} recommendedValue
                 * @memberof parasol.travel.v1.Gap
                 * @instance
                 */
                Gap.prototype.recommendedValue = null;

                /**
                 * Gap badge.
                 * @member {string|null|undefined} badge
                 * @memberof parasol.travel.v1.Gap
                 * @instance
                 */
                Gap.prototype.badge = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Gap.prototype, "_state", {
                    get: $util.oneOfGetter($oneOfFields = ["state"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Gap.prototype, "_covered", {
                    get: $util.oneOfGetter($oneOfFields = ["covered"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Gap.prototype, "_value", {
                    get: $util.oneOfGetter($oneOfFields = ["value"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Gap.prototype, "_recommendedValue", {
                    get: $util.oneOfGetter($oneOfFields = ["recommendedValue"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Gap.prototype, "_badge", {
                    get: $util.oneOfGetter($oneOfFields = ["badge"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified Gap message. Does not implicitly {@link parasol.travel.v1.Gap.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.Gap
                 * @static
                 * @param {parasol.travel.v1.IGap} message Gap message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Gap.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.state != null && Object.hasOwnProperty.call(message, "state"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.state);
                    if (message.covered != null && Object.hasOwnProperty.call(message, "covered"))
                        writer.uint32(/* id 2, wireType 0 =*/16).bool(message.covered);
                    if (message.value != null && Object.hasOwnProperty.call(message, "value"))
                        writer.uint32(/* id 3, wireType 0 =*/24).int64(message.value);
                    if (message.recommendedValue != null && Object.hasOwnProperty.call(message, "recommendedValue"))
                        writer.uint32(/* id 4, wireType 0 =*/32).int64(message.recommendedValue);
                    if (message.badge != null && Object.hasOwnProperty.call(message, "badge"))
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.badge);
                    return writer;
                };

                /**
                 * Decodes a Gap message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.Gap
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.Gap} Gap
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Gap.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.Gap();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.state = reader.string();
                                break;
                            }
                        case 2: {
                                message.covered = reader.bool();
                                break;
                            }
                        case 3: {
                                message.value = reader.int64();
                                break;
                            }
                        case 4: {
                                message.recommendedValue = reader.int64();
                                break;
                            }
                        case 5: {
                                message.badge = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return Gap;
            })();

            v1.GuaranteeCover = (function() {

                /**
                 * Properties of a GuaranteeCover.
                 * @memberof parasol.travel.v1
                 * @interface IGuaranteeCover
                 * @property {string|null} [state] GuaranteeCover state
                 * @property {google.type.IDecimal|null} [value] GuaranteeCover value
                 */

                /**
                 * Constructs a new GuaranteeCover.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a GuaranteeCover.
                 * @implements IGuaranteeCover
                 * @constructor
                 * @param {parasol.travel.v1.IGuaranteeCover=} [properties] Properties to set
                 */
                function GuaranteeCover(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * GuaranteeCover state.
                 * @member {string|null|undefined} state
                 * @memberof parasol.travel.v1.GuaranteeCover
                 * @instance
                 */
                GuaranteeCover.prototype.state = null;

                /**
                 * GuaranteeCover value.
                 * @member {google.type.IDecimal|null|undefined} value
                 * @memberof parasol.travel.v1.GuaranteeCover
                 * @instance
                 */
                GuaranteeCover.prototype.value = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(GuaranteeCover.prototype, "_state", {
                    get: $util.oneOfGetter($oneOfFields = ["state"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified GuaranteeCover message. Does not implicitly {@link parasol.travel.v1.GuaranteeCover.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.GuaranteeCover
                 * @static
                 * @param {parasol.travel.v1.IGuaranteeCover} message GuaranteeCover message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                GuaranteeCover.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.state != null && Object.hasOwnProperty.call(message, "state"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.state);
                    if (message.value != null && Object.hasOwnProperty.call(message, "value"))
                        $root.google.type.Decimal.encode(message.value, writer.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                    return writer;
                };

                /**
                 * Decodes a GuaranteeCover message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.GuaranteeCover
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.GuaranteeCover} GuaranteeCover
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                GuaranteeCover.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.GuaranteeCover();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.state = reader.string();
                                break;
                            }
                        case 2: {
                                message.value = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return GuaranteeCover;
            })();

            v1.LedgerEntry = (function() {

                /**
                 * Properties of a LedgerEntry.
                 * @memberof parasol.travel.v1
                 * @interface ILedgerEntry
                 * @property {number|null} [seq] LedgerEntry seq
                 * @property {string|null} [kind] LedgerEntry kind
                 * @property {google.type.IDecimal|null} [delta] LedgerEntry delta
                 * @property {number|null} [deltaMinor] LedgerEntry deltaMinor
                 * @property {string|null} [currency] LedgerEntry currency
                 * @property {string|null} [at] LedgerEntry at
                 * @property {string|null} [cause] LedgerEntry cause
                 */

                /**
                 * Constructs a new LedgerEntry.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a LedgerEntry.
                 * @implements ILedgerEntry
                 * @constructor
                 * @param {parasol.travel.v1.ILedgerEntry=} [properties] Properties to set
                 */
                function LedgerEntry(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * LedgerEntry seq.
                 * @member {number|null|undefined} seq
                 * @memberof parasol.travel.v1.LedgerEntry
                 * @instance
                 */
                LedgerEntry.prototype.seq = null;

                /**
                 * LedgerEntry kind.
                 * @member {string|null|undefined} kind
                 * @memberof parasol.travel.v1.LedgerEntry
                 * @instance
                 */
                LedgerEntry.prototype.kind = null;

                /**
                 * LedgerEntry delta.
                 * @member {google.type.IDecimal|null|undefined} delta
                 * @memberof parasol.travel.v1.LedgerEntry
                 * @instance
                 */
                LedgerEntry.prototype.delta = null;

                /**
                 * LedgerEntry deltaMinor.
                 * @member {number|null|undefined} deltaMinor
                 * @memberof parasol.travel.v1.LedgerEntry
                 * @instance
                 */
                LedgerEntry.prototype.deltaMinor = null;

                /**
                 * LedgerEntry currency.
                 * @member {string|null|undefined} currency
                 * @memberof parasol.travel.v1.LedgerEntry
                 * @instance
                 */
                LedgerEntry.prototype.currency = null;

                /**
                 * LedgerEntry at.
                 * @member {string|null|undefined} at
                 * @memberof parasol.travel.v1.LedgerEntry
                 * @instance
                 */
                LedgerEntry.prototype.at = null;

                /**
                 * LedgerEntry cause.
                 * @member {string|null|undefined} cause
                 * @memberof parasol.travel.v1.LedgerEntry
                 * @instance
                 */
                LedgerEntry.prototype.cause = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LedgerEntry.prototype, "_seq", {
                    get: $util.oneOfGetter($oneOfFields = ["seq"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LedgerEntry.prototype, "_kind", {
                    get: $util.oneOfGetter($oneOfFields = ["kind"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LedgerEntry.prototype, "_deltaMinor", {
                    get: $util.oneOfGetter($oneOfFields = ["deltaMinor"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LedgerEntry.prototype, "_currency", {
                    get: $util.oneOfGetter($oneOfFields = ["currency"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LedgerEntry.prototype, "_at", {
                    get: $util.oneOfGetter($oneOfFields = ["at"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LedgerEntry.prototype, "_cause", {
                    get: $util.oneOfGetter($oneOfFields = ["cause"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified LedgerEntry message. Does not implicitly {@link parasol.travel.v1.LedgerEntry.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.LedgerEntry
                 * @static
                 * @param {parasol.travel.v1.ILedgerEntry} message LedgerEntry message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                LedgerEntry.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.seq != null && Object.hasOwnProperty.call(message, "seq"))
                        writer.uint32(/* id 1, wireType 0 =*/8).int64(message.seq);
                    if (message.kind != null && Object.hasOwnProperty.call(message, "kind"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.kind);
                    if (message.delta != null && Object.hasOwnProperty.call(message, "delta"))
                        $root.google.type.Decimal.encode(message.delta, writer.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                    if (message.deltaMinor != null && Object.hasOwnProperty.call(message, "deltaMinor"))
                        writer.uint32(/* id 4, wireType 0 =*/32).int64(message.deltaMinor);
                    if (message.currency != null && Object.hasOwnProperty.call(message, "currency"))
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.currency);
                    if (message.at != null && Object.hasOwnProperty.call(message, "at"))
                        writer.uint32(/* id 6, wireType 2 =*/50).string(message.at);
                    if (message.cause != null && Object.hasOwnProperty.call(message, "cause"))
                        writer.uint32(/* id 7, wireType 2 =*/58).string(message.cause);
                    return writer;
                };

                /**
                 * Decodes a LedgerEntry message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.LedgerEntry
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.LedgerEntry} LedgerEntry
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                LedgerEntry.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.LedgerEntry();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.seq = reader.int64();
                                break;
                            }
                        case 2: {
                                message.kind = reader.string();
                                break;
                            }
                        case 3: {
                                message.delta = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 4: {
                                message.deltaMinor = reader.int64();
                                break;
                            }
                        case 5: {
                                message.currency = reader.string();
                                break;
                            }
                        case 6: {
                                message.at = reader.string();
                                break;
                            }
                        case 7: {
                                message.cause = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return LedgerEntry;
            })();

            v1.LinkRequest = (function() {

                /**
                 * Properties of a LinkRequest.
                 * @memberof parasol.travel.v1
                 * @interface ILinkRequest
                 * @property {string|null} [sessionId] LinkRequest sessionId
                 * @property {parasol.travel.v1.ITrip|null} [trip] LinkRequest trip
                 * @property {parasol.travel.v1.ITrip|null} [tripInfo] LinkRequest tripInfo
                 * @property {string|null} [language] LinkRequest language
                 * @property {number|null} [offerId] LinkRequest offerId
                 * @property {string|null} [linkCode] LinkRequest linkCode
                 */

                /**
                 * Constructs a new LinkRequest.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a LinkRequest.
                 * @implements ILinkRequest
                 * @constructor
                 * @param {parasol.travel.v1.ILinkRequest=} [properties] Properties to set
                 */
                function LinkRequest(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * LinkRequest sessionId.
                 * @member {string|null|undefined} sessionId
                 * @memberof parasol.travel.v1.LinkRequest
                 * @instance
                 */
                LinkRequest.prototype.sessionId = null;

                /**
                 * LinkRequest trip.
                 * @member {parasol.travel.v1.ITrip|null|undefined} trip
                 * @memberof parasol.travel.v1.LinkRequest
                 * @instance
                 */
                LinkRequest.prototype.trip = null;

                /**
                 * LinkRequest tripInfo.
                 * @member {parasol.travel.v1.ITrip|null|undefined} tripInfo
                 * @memberof parasol.travel.v1.LinkRequest
                 * @instance
                 */
                LinkRequest.prototype.tripInfo = null;

                /**
                 * LinkRequest language.
                 * @member {string|null|undefined} language
                 * @memberof parasol.travel.v1.LinkRequest
                 * @instance
                 */
                LinkRequest.prototype.language = null;

                /**
                 * LinkRequest offerId.
                 * @member {number|null|undefined} offerId
                 * @memberof parasol.travel.v1.LinkRequest
                 * @instance
                 */
                LinkRequest.prototype.offerId = null;

                /**
                 * LinkRequest linkCode.
                 * @member {string|null|undefined} linkCode
                 * @memberof parasol.travel.v1.LinkRequest
                 * @instance
                 */
                LinkRequest.prototype.linkCode = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LinkRequest.prototype, "_sessionId", {
                    get: $util.oneOfGetter($oneOfFields = ["sessionId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LinkRequest.prototype, "_language", {
                    get: $util.oneOfGetter($oneOfFields = ["language"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LinkRequest.prototype, "_offerId", {
                    get: $util.oneOfGetter($oneOfFields = ["offerId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LinkRequest.prototype, "_linkCode", {
                    get: $util.oneOfGetter($oneOfFields = ["linkCode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified LinkRequest message. Does not implicitly {@link parasol.travel.v1.LinkRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.LinkRequest
                 * @static
                 * @param {parasol.travel.v1.ILinkRequest} message LinkRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                LinkRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.sessionId != null && Object.hasOwnProperty.call(message, "sessionId"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.sessionId);
                    if (message.trip != null && Object.hasOwnProperty.call(message, "trip"))
                        $root.parasol.travel.v1.Trip.encode(message.trip, writer.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                    if (message.tripInfo != null && Object.hasOwnProperty.call(message, "tripInfo"))
                        $root.parasol.travel.v1.Trip.encode(message.tripInfo, writer.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                    if (message.language != null && Object.hasOwnProperty.call(message, "language"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.language);
                    if (message.offerId != null && Object.hasOwnProperty.call(message, "offerId"))
                        writer.uint32(/* id 5, wireType 0 =*/40).int64(message.offerId);
                    if (message.linkCode != null && Object.hasOwnProperty.call(message, "linkCode"))
                        writer.uint32(/* id 6, wireType 2 =*/50).string(message.linkCode);
                    return writer;
                };

                /**
                 * Decodes a LinkRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.LinkRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.LinkRequest} LinkRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                LinkRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.LinkRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.sessionId = reader.string();
                                break;
                            }
                        case 2: {
                                message.trip = $root.parasol.travel.v1.Trip.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 3: {
                                message.tripInfo = $root.parasol.travel.v1.Trip.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 4: {
                                message.language = reader.string();
                                break;
                            }
                        case 5: {
                                message.offerId = reader.int64();
                                break;
                            }
                        case 6: {
                                message.linkCode = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return LinkRequest;
            })();

            v1.LinkResponse = (function() {

                /**
                 * Properties of a LinkResponse.
                 * @memberof parasol.travel.v1
                 * @interface ILinkResponse
                 * @property {boolean|null} [ok] LinkResponse ok
                 * @property {string|null} [mode] LinkResponse mode
                 * @property {string|null} [subscriptionId] LinkResponse subscriptionId
                 * @property {string|null} [url] LinkResponse url
                 * @property {string|null} [ref] LinkResponse ref
                 * @property {number|null} [offerId] LinkResponse offerId
                 * @property {boolean|null} [replayed] LinkResponse replayed
                 * @property {boolean|null} [updated] LinkResponse updated
                 * @property {string|null} [expiresAt] LinkResponse expiresAt
                 * @property {parasol.travel.v1.LinkResponse.IMeta|null} [meta] LinkResponse meta
                 */

                /**
                 * Constructs a new LinkResponse.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a LinkResponse.
                 * @implements ILinkResponse
                 * @constructor
                 * @param {parasol.travel.v1.ILinkResponse=} [properties] Properties to set
                 */
                function LinkResponse(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * LinkResponse ok.
                 * @member {boolean|null|undefined} ok
                 * @memberof parasol.travel.v1.LinkResponse
                 * @instance
                 */
                LinkResponse.prototype.ok = null;

                /**
                 * LinkResponse mode.
                 * @member {string|null|undefined} mode
                 * @memberof parasol.travel.v1.LinkResponse
                 * @instance
                 */
                LinkResponse.prototype.mode = null;

                /**
                 * LinkResponse subscriptionId.
                 * @member {string|null|undefined} subscriptionId
                 * @memberof parasol.travel.v1.LinkResponse
                 * @instance
                 */
                LinkResponse.prototype.subscriptionId = null;

                /**
                 * LinkResponse url.
                 * @member {string|null|undefined} url
                 * @memberof parasol.travel.v1.LinkResponse
                 * @instance
                 */
                LinkResponse.prototype.url = null;

                /**
                 * LinkResponse ref.
                 * @member {string|null|undefined} ref
                 * @memberof parasol.travel.v1.LinkResponse
                 * @instance
                 */
                LinkResponse.prototype.ref = null;

                /**
                 * LinkResponse offerId.
                 * @member {number|null|undefined} offerId
                 * @memberof parasol.travel.v1.LinkResponse
                 * @instance
                 */
                LinkResponse.prototype.offerId = null;

                /**
                 * LinkResponse replayed.
                 * @member {boolean|null|undefined} replayed
                 * @memberof parasol.travel.v1.LinkResponse
                 * @instance
                 */
                LinkResponse.prototype.replayed = null;

                /**
                 * LinkResponse updated.
                 * @member {boolean|null|undefined} updated
                 * @memberof parasol.travel.v1.LinkResponse
                 * @instance
                 */
                LinkResponse.prototype.updated = null;

                /**
                 * LinkResponse expiresAt.
                 * @member {string|null|undefined} expiresAt
                 * @memberof parasol.travel.v1.LinkResponse
                 * @instance
                 */
                LinkResponse.prototype.expiresAt = null;

                /**
                 * LinkResponse meta.
                 * @member {parasol.travel.v1.LinkResponse.IMeta|null|undefined} meta
                 * @memberof parasol.travel.v1.LinkResponse
                 * @instance
                 */
                LinkResponse.prototype.meta = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LinkResponse.prototype, "_ok", {
                    get: $util.oneOfGetter($oneOfFields = ["ok"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LinkResponse.prototype, "_mode", {
                    get: $util.oneOfGetter($oneOfFields = ["mode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LinkResponse.prototype, "_subscriptionId", {
                    get: $util.oneOfGetter($oneOfFields = ["subscriptionId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LinkResponse.prototype, "_url", {
                    get: $util.oneOfGetter($oneOfFields = ["url"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LinkResponse.prototype, "_ref", {
                    get: $util.oneOfGetter($oneOfFields = ["ref"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LinkResponse.prototype, "_offerId", {
                    get: $util.oneOfGetter($oneOfFields = ["offerId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LinkResponse.prototype, "_replayed", {
                    get: $util.oneOfGetter($oneOfFields = ["replayed"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LinkResponse.prototype, "_updated", {
                    get: $util.oneOfGetter($oneOfFields = ["updated"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LinkResponse.prototype, "_expiresAt", {
                    get: $util.oneOfGetter($oneOfFields = ["expiresAt"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified LinkResponse message. Does not implicitly {@link parasol.travel.v1.LinkResponse.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.LinkResponse
                 * @static
                 * @param {parasol.travel.v1.ILinkResponse} message LinkResponse message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                LinkResponse.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.ok != null && Object.hasOwnProperty.call(message, "ok"))
                        writer.uint32(/* id 1, wireType 0 =*/8).bool(message.ok);
                    if (message.mode != null && Object.hasOwnProperty.call(message, "mode"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.mode);
                    if (message.subscriptionId != null && Object.hasOwnProperty.call(message, "subscriptionId"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.subscriptionId);
                    if (message.url != null && Object.hasOwnProperty.call(message, "url"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.url);
                    if (message.ref != null && Object.hasOwnProperty.call(message, "ref"))
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.ref);
                    if (message.offerId != null && Object.hasOwnProperty.call(message, "offerId"))
                        writer.uint32(/* id 6, wireType 0 =*/48).int64(message.offerId);
                    if (message.replayed != null && Object.hasOwnProperty.call(message, "replayed"))
                        writer.uint32(/* id 7, wireType 0 =*/56).bool(message.replayed);
                    if (message.updated != null && Object.hasOwnProperty.call(message, "updated"))
                        writer.uint32(/* id 8, wireType 0 =*/64).bool(message.updated);
                    if (message.expiresAt != null && Object.hasOwnProperty.call(message, "expiresAt"))
                        writer.uint32(/* id 9, wireType 2 =*/74).string(message.expiresAt);
                    if (message.meta != null && Object.hasOwnProperty.call(message, "meta"))
                        $root.parasol.travel.v1.LinkResponse.Meta.encode(message.meta, writer.uint32(/* id 10, wireType 2 =*/82).fork(), q + 1).ldelim();
                    return writer;
                };

                /**
                 * Decodes a LinkResponse message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.LinkResponse
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.LinkResponse} LinkResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                LinkResponse.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.LinkResponse();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.ok = reader.bool();
                                break;
                            }
                        case 2: {
                                message.mode = reader.string();
                                break;
                            }
                        case 3: {
                                message.subscriptionId = reader.string();
                                break;
                            }
                        case 4: {
                                message.url = reader.string();
                                break;
                            }
                        case 5: {
                                message.ref = reader.string();
                                break;
                            }
                        case 6: {
                                message.offerId = reader.int64();
                                break;
                            }
                        case 7: {
                                message.replayed = reader.bool();
                                break;
                            }
                        case 8: {
                                message.updated = reader.bool();
                                break;
                            }
                        case 9: {
                                message.expiresAt = reader.string();
                                break;
                            }
                        case 10: {
                                message.meta = $root.parasol.travel.v1.LinkResponse.Meta.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                LinkResponse.Meta = (function() {

                    /**
                     * Properties of a Meta.
                     * @memberof parasol.travel.v1.LinkResponse
                     * @interface IMeta
                     * @property {string|null} [apiVersion] Meta apiVersion
                     * @property {Array.<string>|null} [warnings] Meta warnings
                     * @property {Array.<string>|null} [unknownFields] Meta unknownFields
                     * @property {string|null} [language] Meta language
                     * @property {string|null} [notice] Meta notice
                     */

                    /**
                     * Constructs a new Meta.
                     * @memberof parasol.travel.v1.LinkResponse
                     * @classdesc Represents a Meta.
                     * @implements IMeta
                     * @constructor
                     * @param {parasol.travel.v1.LinkResponse.IMeta=} [properties] Properties to set
                     */
                    function Meta(properties) {
                        this.warnings = [];
                        this.unknownFields = [];
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Meta apiVersion.
                     * @member {string|null|undefined} apiVersion
                     * @memberof parasol.travel.v1.LinkResponse.Meta
                     * @instance
                     */
                    Meta.prototype.apiVersion = null;

                    /**
                     * Meta warnings.
                     * @member {Array.<string>} warnings
                     * @memberof parasol.travel.v1.LinkResponse.Meta
                     * @instance
                     */
                    Meta.prototype.warnings = $util.emptyArray;

                    /**
                     * Meta unknownFields.
                     * @member {Array.<string>} unknownFields
                     * @memberof parasol.travel.v1.LinkResponse.Meta
                     * @instance
                     */
                    Meta.prototype.unknownFields = $util.emptyArray;

                    /**
                     * Meta language.
                     * @member {string|null|undefined} language
                     * @memberof parasol.travel.v1.LinkResponse.Meta
                     * @instance
                     */
                    Meta.prototype.language = null;

                    /**
                     * Meta notice.
                     * @member {string|null|undefined} notice
                     * @memberof parasol.travel.v1.LinkResponse.Meta
                     * @instance
                     */
                    Meta.prototype.notice = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Meta.prototype, "_apiVersion", {
                        get: $util.oneOfGetter($oneOfFields = ["apiVersion"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Meta.prototype, "_language", {
                        get: $util.oneOfGetter($oneOfFields = ["language"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Meta.prototype, "_notice", {
                        get: $util.oneOfGetter($oneOfFields = ["notice"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Meta message. Does not implicitly {@link parasol.travel.v1.LinkResponse.Meta.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.LinkResponse.Meta
                     * @static
                     * @param {parasol.travel.v1.LinkResponse.IMeta} message Meta message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Meta.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.apiVersion != null && Object.hasOwnProperty.call(message, "apiVersion"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.apiVersion);
                        if (message.language != null && Object.hasOwnProperty.call(message, "language"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.language);
                        if (message.notice != null && Object.hasOwnProperty.call(message, "notice"))
                            writer.uint32(/* id 3, wireType 2 =*/26).string(message.notice);
                        if (message.warnings != null && message.warnings.length)
                            for (var i = 0; i < message.warnings.length; ++i)
                                writer.uint32(/* id 4, wireType 2 =*/34).string(message.warnings[i]);
                        if (message.unknownFields != null && message.unknownFields.length)
                            for (var i = 0; i < message.unknownFields.length; ++i)
                                writer.uint32(/* id 5, wireType 2 =*/42).string(message.unknownFields[i]);
                        return writer;
                    };

                    /**
                     * Decodes a Meta message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.LinkResponse.Meta
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.LinkResponse.Meta} Meta
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Meta.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.LinkResponse.Meta();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.apiVersion = reader.string();
                                    break;
                                }
                            case 4: {
                                    if (!(message.warnings && message.warnings.length))
                                        message.warnings = [];
                                    message.warnings.push(reader.string());
                                    break;
                                }
                            case 5: {
                                    if (!(message.unknownFields && message.unknownFields.length))
                                        message.unknownFields = [];
                                    message.unknownFields.push(reader.string());
                                    break;
                                }
                            case 2: {
                                    message.language = reader.string();
                                    break;
                                }
                            case 3: {
                                    message.notice = reader.string();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Meta;
                })();

                return LinkResponse;
            })();

            v1.MetaRequest = (function() {

                /**
                 * Properties of a MetaRequest.
                 * @memberof parasol.travel.v1
                 * @interface IMetaRequest
                 */

                /**
                 * Constructs a new MetaRequest.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a MetaRequest.
                 * @implements IMetaRequest
                 * @constructor
                 * @param {parasol.travel.v1.IMetaRequest=} [properties] Properties to set
                 */
                function MetaRequest(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * Encodes the specified MetaRequest message. Does not implicitly {@link parasol.travel.v1.MetaRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.MetaRequest
                 * @static
                 * @param {parasol.travel.v1.IMetaRequest} message MetaRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                MetaRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    return writer;
                };

                /**
                 * Decodes a MetaRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.MetaRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.MetaRequest} MetaRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                MetaRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.MetaRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return MetaRequest;
            })();

            v1.MetaResponse = (function() {

                /**
                 * Properties of a MetaResponse.
                 * @memberof parasol.travel.v1
                 * @interface IMetaResponse
                 * @property {boolean|null} [ok] MetaResponse ok
                 * @property {string|null} [apiVersion] MetaResponse apiVersion
                 * @property {parasol.travel.v1.MetaResponse.IKey|null} [key] MetaResponse key
                 * @property {parasol.travel.v1.MetaResponse.ITrip|null} [trip] MetaResponse trip
                 * @property {Array.<parasol.travel.v1.MetaResponse.IGuarantee>|null} [guarantees] MetaResponse guarantees
                 * @property {Array.<parasol.travel.v1.MetaResponse.IState>|null} [states] MetaResponse states
                 * @property {Array.<string>|null} [usStates] MetaResponse usStates
                 */

                /**
                 * Constructs a new MetaResponse.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a MetaResponse.
                 * @implements IMetaResponse
                 * @constructor
                 * @param {parasol.travel.v1.IMetaResponse=} [properties] Properties to set
                 */
                function MetaResponse(properties) {
                    this.guarantees = [];
                    this.states = [];
                    this.usStates = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * MetaResponse ok.
                 * @member {boolean|null|undefined} ok
                 * @memberof parasol.travel.v1.MetaResponse
                 * @instance
                 */
                MetaResponse.prototype.ok = null;

                /**
                 * MetaResponse apiVersion.
                 * @member {string|null|undefined} apiVersion
                 * @memberof parasol.travel.v1.MetaResponse
                 * @instance
                 */
                MetaResponse.prototype.apiVersion = null;

                /**
                 * MetaResponse key.
                 * @member {parasol.travel.v1.MetaResponse.IKey|null|undefined} key
                 * @memberof parasol.travel.v1.MetaResponse
                 * @instance
                 */
                MetaResponse.prototype.key = null;

                /**
                 * MetaResponse trip.
                 * @member {parasol.travel.v1.MetaResponse.ITrip|null|undefined} trip
                 * @memberof parasol.travel.v1.MetaResponse
                 * @instance
                 */
                MetaResponse.prototype.trip = null;

                /**
                 * MetaResponse guarantees.
                 * @member {Array.<parasol.travel.v1.MetaResponse.IGuarantee>} guarantees
                 * @memberof parasol.travel.v1.MetaResponse
                 * @instance
                 */
                MetaResponse.prototype.guarantees = $util.emptyArray;

                /**
                 * MetaResponse states.
                 * @member {Array.<parasol.travel.v1.MetaResponse.IState>} states
                 * @memberof parasol.travel.v1.MetaResponse
                 * @instance
                 */
                MetaResponse.prototype.states = $util.emptyArray;

                /**
                 * MetaResponse usStates.
                 * @member {Array.<string>} usStates
                 * @memberof parasol.travel.v1.MetaResponse
                 * @instance
                 */
                MetaResponse.prototype.usStates = $util.emptyArray;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(MetaResponse.prototype, "_ok", {
                    get: $util.oneOfGetter($oneOfFields = ["ok"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(MetaResponse.prototype, "_apiVersion", {
                    get: $util.oneOfGetter($oneOfFields = ["apiVersion"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified MetaResponse message. Does not implicitly {@link parasol.travel.v1.MetaResponse.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.MetaResponse
                 * @static
                 * @param {parasol.travel.v1.IMetaResponse} message MetaResponse message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                MetaResponse.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.ok != null && Object.hasOwnProperty.call(message, "ok"))
                        writer.uint32(/* id 1, wireType 0 =*/8).bool(message.ok);
                    if (message.apiVersion != null && Object.hasOwnProperty.call(message, "apiVersion"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.apiVersion);
                    if (message.key != null && Object.hasOwnProperty.call(message, "key"))
                        $root.parasol.travel.v1.MetaResponse.Key.encode(message.key, writer.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                    if (message.trip != null && Object.hasOwnProperty.call(message, "trip"))
                        $root.parasol.travel.v1.MetaResponse.Trip.encode(message.trip, writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                    if (message.guarantees != null && message.guarantees.length)
                        for (var i = 0; i < message.guarantees.length; ++i)
                            $root.parasol.travel.v1.MetaResponse.Guarantee.encode(message.guarantees[i], writer.uint32(/* id 5, wireType 2 =*/42).fork(), q + 1).ldelim();
                    if (message.states != null && message.states.length)
                        for (var i = 0; i < message.states.length; ++i)
                            $root.parasol.travel.v1.MetaResponse.State.encode(message.states[i], writer.uint32(/* id 6, wireType 2 =*/50).fork(), q + 1).ldelim();
                    if (message.usStates != null && message.usStates.length)
                        for (var i = 0; i < message.usStates.length; ++i)
                            writer.uint32(/* id 7, wireType 2 =*/58).string(message.usStates[i]);
                    return writer;
                };

                /**
                 * Decodes a MetaResponse message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.MetaResponse
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.MetaResponse} MetaResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                MetaResponse.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.MetaResponse();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.ok = reader.bool();
                                break;
                            }
                        case 2: {
                                message.apiVersion = reader.string();
                                break;
                            }
                        case 3: {
                                message.key = $root.parasol.travel.v1.MetaResponse.Key.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 4: {
                                message.trip = $root.parasol.travel.v1.MetaResponse.Trip.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 5: {
                                if (!(message.guarantees && message.guarantees.length))
                                    message.guarantees = [];
                                message.guarantees.push($root.parasol.travel.v1.MetaResponse.Guarantee.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        case 6: {
                                if (!(message.states && message.states.length))
                                    message.states = [];
                                message.states.push($root.parasol.travel.v1.MetaResponse.State.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        case 7: {
                                if (!(message.usStates && message.usStates.length))
                                    message.usStates = [];
                                message.usStates.push(reader.string());
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                MetaResponse.Key = (function() {

                    /**
                     * Properties of a Key.
                     * @memberof parasol.travel.v1.MetaResponse
                     * @interface IKey
                     * @property {string|null} [keyId] Key keyId
                     * @property {string|null} [mode] Key mode
                     * @property {Array.<string>|null} [scopes] Key scopes
                     * @property {parasol.travel.v1.MetaResponse.Key.IQuota|null} [quota] Key quota
                     * @property {parasol.travel.v1.MetaResponse.Key.ILifetime|null} [lifetime] Key lifetime
                     */

                    /**
                     * Constructs a new Key.
                     * @memberof parasol.travel.v1.MetaResponse
                     * @classdesc Represents a Key.
                     * @implements IKey
                     * @constructor
                     * @param {parasol.travel.v1.MetaResponse.IKey=} [properties] Properties to set
                     */
                    function Key(properties) {
                        this.scopes = [];
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Key keyId.
                     * @member {string|null|undefined} keyId
                     * @memberof parasol.travel.v1.MetaResponse.Key
                     * @instance
                     */
                    Key.prototype.keyId = null;

                    /**
                     * Key mode.
                     * @member {string|null|undefined} mode
                     * @memberof parasol.travel.v1.MetaResponse.Key
                     * @instance
                     */
                    Key.prototype.mode = null;

                    /**
                     * Key scopes.
                     * @member {Array.<string>} scopes
                     * @memberof parasol.travel.v1.MetaResponse.Key
                     * @instance
                     */
                    Key.prototype.scopes = $util.emptyArray;

                    /**
                     * Key quota.
                     * @member {parasol.travel.v1.MetaResponse.Key.IQuota|null|undefined} quota
                     * @memberof parasol.travel.v1.MetaResponse.Key
                     * @instance
                     */
                    Key.prototype.quota = null;

                    /**
                     * Key lifetime.
                     * @member {parasol.travel.v1.MetaResponse.Key.ILifetime|null|undefined} lifetime
                     * @memberof parasol.travel.v1.MetaResponse.Key
                     * @instance
                     */
                    Key.prototype.lifetime = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Key.prototype, "_keyId", {
                        get: $util.oneOfGetter($oneOfFields = ["keyId"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Key.prototype, "_mode", {
                        get: $util.oneOfGetter($oneOfFields = ["mode"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Key message. Does not implicitly {@link parasol.travel.v1.MetaResponse.Key.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.MetaResponse.Key
                     * @static
                     * @param {parasol.travel.v1.MetaResponse.IKey} message Key message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Key.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.keyId != null && Object.hasOwnProperty.call(message, "keyId"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.keyId);
                        if (message.mode != null && Object.hasOwnProperty.call(message, "mode"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.mode);
                        if (message.scopes != null && message.scopes.length)
                            for (var i = 0; i < message.scopes.length; ++i)
                                writer.uint32(/* id 3, wireType 2 =*/26).string(message.scopes[i]);
                        if (message.quota != null && Object.hasOwnProperty.call(message, "quota"))
                            $root.parasol.travel.v1.MetaResponse.Key.Quota.encode(message.quota, writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                        if (message.lifetime != null && Object.hasOwnProperty.call(message, "lifetime"))
                            $root.parasol.travel.v1.MetaResponse.Key.Lifetime.encode(message.lifetime, writer.uint32(/* id 5, wireType 2 =*/42).fork(), q + 1).ldelim();
                        return writer;
                    };

                    /**
                     * Decodes a Key message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.MetaResponse.Key
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.MetaResponse.Key} Key
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Key.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.MetaResponse.Key();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.keyId = reader.string();
                                    break;
                                }
                            case 2: {
                                    message.mode = reader.string();
                                    break;
                                }
                            case 3: {
                                    if (!(message.scopes && message.scopes.length))
                                        message.scopes = [];
                                    message.scopes.push(reader.string());
                                    break;
                                }
                            case 4: {
                                    message.quota = $root.parasol.travel.v1.MetaResponse.Key.Quota.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 5: {
                                    message.lifetime = $root.parasol.travel.v1.MetaResponse.Key.Lifetime.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    Key.Quota = (function() {

                        /**
                         * Properties of a Quota.
                         * @memberof parasol.travel.v1.MetaResponse.Key
                         * @interface IQuota
                         * @property {parasol.travel.v1.IDailyBucket|null} [reads] Quota reads
                         * @property {parasol.travel.v1.IDailyBucket|null} [writes] Quota writes
                         * @property {string|null} [resetsAt] Quota resetsAt
                         * @property {parasol.travel.v1.MetaResponse.Key.Quota.IBurst|null} [burst] Quota burst
                         */

                        /**
                         * Constructs a new Quota.
                         * @memberof parasol.travel.v1.MetaResponse.Key
                         * @classdesc Represents a Quota.
                         * @implements IQuota
                         * @constructor
                         * @param {parasol.travel.v1.MetaResponse.Key.IQuota=} [properties] Properties to set
                         */
                        function Quota(properties) {
                            if (properties)
                                for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                        this[keys[i]] = properties[keys[i]];
                        }

                        /**
                         * Quota reads.
                         * @member {parasol.travel.v1.IDailyBucket|null|undefined} reads
                         * @memberof parasol.travel.v1.MetaResponse.Key.Quota
                         * @instance
                         */
                        Quota.prototype.reads = null;

                        /**
                         * Quota writes.
                         * @member {parasol.travel.v1.IDailyBucket|null|undefined} writes
                         * @memberof parasol.travel.v1.MetaResponse.Key.Quota
                         * @instance
                         */
                        Quota.prototype.writes = null;

                        /**
                         * Quota resetsAt.
                         * @member {string|null|undefined} resetsAt
                         * @memberof parasol.travel.v1.MetaResponse.Key.Quota
                         * @instance
                         */
                        Quota.prototype.resetsAt = null;

                        /**
                         * Quota burst.
                         * @member {parasol.travel.v1.MetaResponse.Key.Quota.IBurst|null|undefined} burst
                         * @memberof parasol.travel.v1.MetaResponse.Key.Quota
                         * @instance
                         */
                        Quota.prototype.burst = null;

                        // OneOf field names bound to virtual getters and setters
                        var $oneOfFields;

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Quota.prototype, "_resetsAt", {
                            get: $util.oneOfGetter($oneOfFields = ["resetsAt"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        /**
                         * Encodes the specified Quota message. Does not implicitly {@link parasol.travel.v1.MetaResponse.Key.Quota.verify|verify} messages.
                         * @function encode
                         * @memberof parasol.travel.v1.MetaResponse.Key.Quota
                         * @static
                         * @param {parasol.travel.v1.MetaResponse.Key.IQuota} message Quota message or plain object to encode
                         * @param {$protobuf.Writer} [writer] Writer to encode to
                         * @returns {$protobuf.Writer} Writer
                         */
                        Quota.encode = function encode(message, writer, q) {
                            if (!writer)
                                writer = $Writer.create();
                            if (q === undefined)
                                q = 0;
                            if (q > $util.recursionLimit)
                                throw Error("max depth exceeded");
                            if (message.reads != null && Object.hasOwnProperty.call(message, "reads"))
                                $root.parasol.travel.v1.DailyBucket.encode(message.reads, writer.uint32(/* id 1, wireType 2 =*/10).fork(), q + 1).ldelim();
                            if (message.writes != null && Object.hasOwnProperty.call(message, "writes"))
                                $root.parasol.travel.v1.DailyBucket.encode(message.writes, writer.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                            if (message.resetsAt != null && Object.hasOwnProperty.call(message, "resetsAt"))
                                writer.uint32(/* id 3, wireType 2 =*/26).string(message.resetsAt);
                            if (message.burst != null && Object.hasOwnProperty.call(message, "burst"))
                                $root.parasol.travel.v1.MetaResponse.Key.Quota.Burst.encode(message.burst, writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                            return writer;
                        };

                        /**
                         * Decodes a Quota message from the specified reader or buffer.
                         * @function decode
                         * @memberof parasol.travel.v1.MetaResponse.Key.Quota
                         * @static
                         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                         * @param {number} [length] Message length if known beforehand
                         * @returns {parasol.travel.v1.MetaResponse.Key.Quota} Quota
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        Quota.decode = function decode(reader, length, error, long) {
                            if (!(reader instanceof $Reader))
                                reader = $Reader.create(reader);
                            if (long === undefined)
                                long = 0;
                            if (long > $Reader.recursionLimit)
                                throw Error("maximum nesting depth exceeded");
                            var end, message;
                            if (length === undefined)
                                end = reader.len;
                            else {
                                end = reader.pos + length;
                                if (end > reader.len)
                                    throw RangeError("index out of range");
                                length = reader.len;
                                reader.len = end;
                            }
                            message = new $root.parasol.travel.v1.MetaResponse.Key.Quota();
                            while (reader.pos < end) {
                                var tag = reader.uint32();
                                if (tag === error)
                                    break;
                                switch (tag >>> 3) {
                                case 1: {
                                        message.reads = $root.parasol.travel.v1.DailyBucket.decode(reader, reader.uint32(), undefined, long + 1);
                                        break;
                                    }
                                case 2: {
                                        message.writes = $root.parasol.travel.v1.DailyBucket.decode(reader, reader.uint32(), undefined, long + 1);
                                        break;
                                    }
                                case 3: {
                                        message.resetsAt = reader.string();
                                        break;
                                    }
                                case 4: {
                                        message.burst = $root.parasol.travel.v1.MetaResponse.Key.Quota.Burst.decode(reader, reader.uint32(), undefined, long + 1);
                                        break;
                                    }
                                default:
                                    reader.skipType(tag & 7, long);
                                    break;
                                }
                            }
                            if (length !== undefined) {
                                if (reader.pos !== end)
                                    throw RangeError("index out of range");
                                reader.len = length;
                            }
                            return message;
                        };

                        Quota.Burst = (function() {

                            /**
                             * Properties of a Burst.
                             * @memberof parasol.travel.v1.MetaResponse.Key.Quota
                             * @interface IBurst
                             * @property {number|null} [limit] Burst limit
                             * @property {number|null} [remaining] Burst remaining
                             */

                            /**
                             * Constructs a new Burst.
                             * @memberof parasol.travel.v1.MetaResponse.Key.Quota
                             * @classdesc Represents a Burst.
                             * @implements IBurst
                             * @constructor
                             * @param {parasol.travel.v1.MetaResponse.Key.Quota.IBurst=} [properties] Properties to set
                             */
                            function Burst(properties) {
                                if (properties)
                                    for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                            this[keys[i]] = properties[keys[i]];
                            }

                            /**
                             * Burst limit.
                             * @member {number|null|undefined} limit
                             * @memberof parasol.travel.v1.MetaResponse.Key.Quota.Burst
                             * @instance
                             */
                            Burst.prototype.limit = null;

                            /**
                             * Burst remaining.
                             * @member {number|null|undefined} remaining
                             * @memberof parasol.travel.v1.MetaResponse.Key.Quota.Burst
                             * @instance
                             */
                            Burst.prototype.remaining = null;

                            // OneOf field names bound to virtual getters and setters
                            var $oneOfFields;

                            // Virtual OneOf for proto3 optional field
                            Object.defineProperty(Burst.prototype, "_limit", {
                                get: $util.oneOfGetter($oneOfFields = ["limit"]),
                                set: $util.oneOfSetter($oneOfFields)
                            });

                            // Virtual OneOf for proto3 optional field
                            Object.defineProperty(Burst.prototype, "_remaining", {
                                get: $util.oneOfGetter($oneOfFields = ["remaining"]),
                                set: $util.oneOfSetter($oneOfFields)
                            });

                            /**
                             * Encodes the specified Burst message. Does not implicitly {@link parasol.travel.v1.MetaResponse.Key.Quota.Burst.verify|verify} messages.
                             * @function encode
                             * @memberof parasol.travel.v1.MetaResponse.Key.Quota.Burst
                             * @static
                             * @param {parasol.travel.v1.MetaResponse.Key.Quota.IBurst} message Burst message or plain object to encode
                             * @param {$protobuf.Writer} [writer] Writer to encode to
                             * @returns {$protobuf.Writer} Writer
                             */
                            Burst.encode = function encode(message, writer, q) {
                                if (!writer)
                                    writer = $Writer.create();
                                if (q === undefined)
                                    q = 0;
                                if (q > $util.recursionLimit)
                                    throw Error("max depth exceeded");
                                if (message.limit != null && Object.hasOwnProperty.call(message, "limit"))
                                    writer.uint32(/* id 1, wireType 0 =*/8).int64(message.limit);
                                if (message.remaining != null && Object.hasOwnProperty.call(message, "remaining"))
                                    writer.uint32(/* id 2, wireType 0 =*/16).int64(message.remaining);
                                return writer;
                            };

                            /**
                             * Decodes a Burst message from the specified reader or buffer.
                             * @function decode
                             * @memberof parasol.travel.v1.MetaResponse.Key.Quota.Burst
                             * @static
                             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                             * @param {number} [length] Message length if known beforehand
                             * @returns {parasol.travel.v1.MetaResponse.Key.Quota.Burst} Burst
                             * @throws {Error} If the payload is not a reader or valid buffer
                             * @throws {$protobuf.util.ProtocolError} If required fields are missing
                             */
                            Burst.decode = function decode(reader, length, error, long) {
                                if (!(reader instanceof $Reader))
                                    reader = $Reader.create(reader);
                                if (long === undefined)
                                    long = 0;
                                if (long > $Reader.recursionLimit)
                                    throw Error("maximum nesting depth exceeded");
                                var end, message;
                                if (length === undefined)
                                    end = reader.len;
                                else {
                                    end = reader.pos + length;
                                    if (end > reader.len)
                                        throw RangeError("index out of range");
                                    length = reader.len;
                                    reader.len = end;
                                }
                                message = new $root.parasol.travel.v1.MetaResponse.Key.Quota.Burst();
                                while (reader.pos < end) {
                                    var tag = reader.uint32();
                                    if (tag === error)
                                        break;
                                    switch (tag >>> 3) {
                                    case 1: {
                                            message.limit = reader.int64();
                                            break;
                                        }
                                    case 2: {
                                            message.remaining = reader.int64();
                                            break;
                                        }
                                    default:
                                        reader.skipType(tag & 7, long);
                                        break;
                                    }
                                }
                                if (length !== undefined) {
                                    if (reader.pos !== end)
                                        throw RangeError("index out of range");
                                    reader.len = length;
                                }
                                return message;
                            };

                            return Burst;
                        })();

                        return Quota;
                    })();

                    Key.Lifetime = (function() {

                        /**
                         * Properties of a Lifetime.
                         * @memberof parasol.travel.v1.MetaResponse.Key
                         * @interface ILifetime
                         * @property {string|null} [createdAt] Lifetime createdAt
                         * @property {string|null} [rotatedAt] Lifetime rotatedAt
                         * @property {string|null} [previousSecretExpiresAt] Lifetime previousSecretExpiresAt
                         * @property {boolean|null} [revoked] Lifetime revoked
                         */

                        /**
                         * Constructs a new Lifetime.
                         * @memberof parasol.travel.v1.MetaResponse.Key
                         * @classdesc Represents a Lifetime.
                         * @implements ILifetime
                         * @constructor
                         * @param {parasol.travel.v1.MetaResponse.Key.ILifetime=} [properties] Properties to set
                         */
                        function Lifetime(properties) {
                            if (properties)
                                for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                        this[keys[i]] = properties[keys[i]];
                        }

                        /**
                         * Lifetime createdAt.
                         * @member {string|null|undefined} createdAt
                         * @memberof parasol.travel.v1.MetaResponse.Key.Lifetime
                         * @instance
                         */
                        Lifetime.prototype.createdAt = null;

                        /**
                         * Lifetime rotatedAt.
                         * @member {string|null|undefined} rotatedAt
                         * @memberof parasol.travel.v1.MetaResponse.Key.Lifetime
                         * @instance
                         */
                        Lifetime.prototype.rotatedAt = null;

                        /**
                         * Lifetime previousSecretExpiresAt.
                         * @member {string|null|undefined} previousSecretExpiresAt
                         * @memberof parasol.travel.v1.MetaResponse.Key.Lifetime
                         * @instance
                         */
                        Lifetime.prototype.previousSecretExpiresAt = null;

                        /**
                         * Lifetime revoked.
                         * @member {boolean|null|undefined} revoked
                         * @memberof parasol.travel.v1.MetaResponse.Key.Lifetime
                         * @instance
                         */
                        Lifetime.prototype.revoked = null;

                        // OneOf field names bound to virtual getters and setters
                        var $oneOfFields;

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Lifetime.prototype, "_createdAt", {
                            get: $util.oneOfGetter($oneOfFields = ["createdAt"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Lifetime.prototype, "_rotatedAt", {
                            get: $util.oneOfGetter($oneOfFields = ["rotatedAt"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Lifetime.prototype, "_previousSecretExpiresAt", {
                            get: $util.oneOfGetter($oneOfFields = ["previousSecretExpiresAt"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(Lifetime.prototype, "_revoked", {
                            get: $util.oneOfGetter($oneOfFields = ["revoked"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        /**
                         * Encodes the specified Lifetime message. Does not implicitly {@link parasol.travel.v1.MetaResponse.Key.Lifetime.verify|verify} messages.
                         * @function encode
                         * @memberof parasol.travel.v1.MetaResponse.Key.Lifetime
                         * @static
                         * @param {parasol.travel.v1.MetaResponse.Key.ILifetime} message Lifetime message or plain object to encode
                         * @param {$protobuf.Writer} [writer] Writer to encode to
                         * @returns {$protobuf.Writer} Writer
                         */
                        Lifetime.encode = function encode(message, writer, q) {
                            if (!writer)
                                writer = $Writer.create();
                            if (q === undefined)
                                q = 0;
                            if (q > $util.recursionLimit)
                                throw Error("max depth exceeded");
                            if (message.createdAt != null && Object.hasOwnProperty.call(message, "createdAt"))
                                writer.uint32(/* id 1, wireType 2 =*/10).string(message.createdAt);
                            if (message.rotatedAt != null && Object.hasOwnProperty.call(message, "rotatedAt"))
                                writer.uint32(/* id 2, wireType 2 =*/18).string(message.rotatedAt);
                            if (message.previousSecretExpiresAt != null && Object.hasOwnProperty.call(message, "previousSecretExpiresAt"))
                                writer.uint32(/* id 3, wireType 2 =*/26).string(message.previousSecretExpiresAt);
                            if (message.revoked != null && Object.hasOwnProperty.call(message, "revoked"))
                                writer.uint32(/* id 4, wireType 0 =*/32).bool(message.revoked);
                            return writer;
                        };

                        /**
                         * Decodes a Lifetime message from the specified reader or buffer.
                         * @function decode
                         * @memberof parasol.travel.v1.MetaResponse.Key.Lifetime
                         * @static
                         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                         * @param {number} [length] Message length if known beforehand
                         * @returns {parasol.travel.v1.MetaResponse.Key.Lifetime} Lifetime
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        Lifetime.decode = function decode(reader, length, error, long) {
                            if (!(reader instanceof $Reader))
                                reader = $Reader.create(reader);
                            if (long === undefined)
                                long = 0;
                            if (long > $Reader.recursionLimit)
                                throw Error("maximum nesting depth exceeded");
                            var end, message;
                            if (length === undefined)
                                end = reader.len;
                            else {
                                end = reader.pos + length;
                                if (end > reader.len)
                                    throw RangeError("index out of range");
                                length = reader.len;
                                reader.len = end;
                            }
                            message = new $root.parasol.travel.v1.MetaResponse.Key.Lifetime();
                            while (reader.pos < end) {
                                var tag = reader.uint32();
                                if (tag === error)
                                    break;
                                switch (tag >>> 3) {
                                case 1: {
                                        message.createdAt = reader.string();
                                        break;
                                    }
                                case 2: {
                                        message.rotatedAt = reader.string();
                                        break;
                                    }
                                case 3: {
                                        message.previousSecretExpiresAt = reader.string();
                                        break;
                                    }
                                case 4: {
                                        message.revoked = reader.bool();
                                        break;
                                    }
                                default:
                                    reader.skipType(tag & 7, long);
                                    break;
                                }
                            }
                            if (length !== undefined) {
                                if (reader.pos !== end)
                                    throw RangeError("index out of range");
                                reader.len = length;
                            }
                            return message;
                        };

                        return Lifetime;
                    })();

                    return Key;
                })();

                MetaResponse.Trip = (function() {

                    /**
                     * Properties of a Trip.
                     * @memberof parasol.travel.v1.MetaResponse
                     * @interface ITrip
                     * @property {Array.<string>|null} [intents] Trip intents
                     * @property {Array.<string>|null} [languages] Trip languages
                     * @property {number|null} [maxTravellers] Trip maxTravellers
                     * @property {number|null} [maxDestinations] Trip maxDestinations
                     * @property {Array.<string>|null} [notes] Trip notes
                     */

                    /**
                     * Constructs a new Trip.
                     * @memberof parasol.travel.v1.MetaResponse
                     * @classdesc Represents a Trip.
                     * @implements ITrip
                     * @constructor
                     * @param {parasol.travel.v1.MetaResponse.ITrip=} [properties] Properties to set
                     */
                    function Trip(properties) {
                        this.intents = [];
                        this.languages = [];
                        this.notes = [];
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Trip intents.
                     * @member {Array.<string>} intents
                     * @memberof parasol.travel.v1.MetaResponse.Trip
                     * @instance
                     */
                    Trip.prototype.intents = $util.emptyArray;

                    /**
                     * Trip languages.
                     * @member {Array.<string>} languages
                     * @memberof parasol.travel.v1.MetaResponse.Trip
                     * @instance
                     */
                    Trip.prototype.languages = $util.emptyArray;

                    /**
                     * Trip maxTravellers.
                     * @member {number|null|undefined} maxTravellers
                     * @memberof parasol.travel.v1.MetaResponse.Trip
                     * @instance
                     */
                    Trip.prototype.maxTravellers = null;

                    /**
                     * Trip maxDestinations.
                     * @member {number|null|undefined} maxDestinations
                     * @memberof parasol.travel.v1.MetaResponse.Trip
                     * @instance
                     */
                    Trip.prototype.maxDestinations = null;

                    /**
                     * Trip notes.
                     * @member {Array.<string>} notes
                     * @memberof parasol.travel.v1.MetaResponse.Trip
                     * @instance
                     */
                    Trip.prototype.notes = $util.emptyArray;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Trip.prototype, "_maxTravellers", {
                        get: $util.oneOfGetter($oneOfFields = ["maxTravellers"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Trip.prototype, "_maxDestinations", {
                        get: $util.oneOfGetter($oneOfFields = ["maxDestinations"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Trip message. Does not implicitly {@link parasol.travel.v1.MetaResponse.Trip.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.MetaResponse.Trip
                     * @static
                     * @param {parasol.travel.v1.MetaResponse.ITrip} message Trip message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Trip.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.intents != null && message.intents.length)
                            for (var i = 0; i < message.intents.length; ++i)
                                writer.uint32(/* id 1, wireType 2 =*/10).string(message.intents[i]);
                        if (message.languages != null && message.languages.length)
                            for (var i = 0; i < message.languages.length; ++i)
                                writer.uint32(/* id 2, wireType 2 =*/18).string(message.languages[i]);
                        if (message.maxTravellers != null && Object.hasOwnProperty.call(message, "maxTravellers"))
                            writer.uint32(/* id 3, wireType 0 =*/24).int64(message.maxTravellers);
                        if (message.maxDestinations != null && Object.hasOwnProperty.call(message, "maxDestinations"))
                            writer.uint32(/* id 4, wireType 0 =*/32).int64(message.maxDestinations);
                        if (message.notes != null && message.notes.length)
                            for (var i = 0; i < message.notes.length; ++i)
                                writer.uint32(/* id 5, wireType 2 =*/42).string(message.notes[i]);
                        return writer;
                    };

                    /**
                     * Decodes a Trip message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.MetaResponse.Trip
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.MetaResponse.Trip} Trip
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Trip.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.MetaResponse.Trip();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    if (!(message.intents && message.intents.length))
                                        message.intents = [];
                                    message.intents.push(reader.string());
                                    break;
                                }
                            case 2: {
                                    if (!(message.languages && message.languages.length))
                                        message.languages = [];
                                    message.languages.push(reader.string());
                                    break;
                                }
                            case 3: {
                                    message.maxTravellers = reader.int64();
                                    break;
                                }
                            case 4: {
                                    message.maxDestinations = reader.int64();
                                    break;
                                }
                            case 5: {
                                    if (!(message.notes && message.notes.length))
                                        message.notes = [];
                                    message.notes.push(reader.string());
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Trip;
                })();

                MetaResponse.Guarantee = (function() {

                    /**
                     * Properties of a Guarantee.
                     * @memberof parasol.travel.v1.MetaResponse
                     * @interface IGuarantee
                     * @property {string|null} [slug] Guarantee slug
                     * @property {string|null} [label] Guarantee label
                     * @property {string|null} [group] Guarantee group
                     */

                    /**
                     * Constructs a new Guarantee.
                     * @memberof parasol.travel.v1.MetaResponse
                     * @classdesc Represents a Guarantee.
                     * @implements IGuarantee
                     * @constructor
                     * @param {parasol.travel.v1.MetaResponse.IGuarantee=} [properties] Properties to set
                     */
                    function Guarantee(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Guarantee slug.
                     * @member {string|null|undefined} slug
                     * @memberof parasol.travel.v1.MetaResponse.Guarantee
                     * @instance
                     */
                    Guarantee.prototype.slug = null;

                    /**
                     * Guarantee label.
                     * @member {string|null|undefined} label
                     * @memberof parasol.travel.v1.MetaResponse.Guarantee
                     * @instance
                     */
                    Guarantee.prototype.label = null;

                    /**
                     * Guarantee group.
                     * @member {string|null|undefined} group
                     * @memberof parasol.travel.v1.MetaResponse.Guarantee
                     * @instance
                     */
                    Guarantee.prototype.group = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Guarantee.prototype, "_slug", {
                        get: $util.oneOfGetter($oneOfFields = ["slug"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Guarantee.prototype, "_label", {
                        get: $util.oneOfGetter($oneOfFields = ["label"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Guarantee.prototype, "_group", {
                        get: $util.oneOfGetter($oneOfFields = ["group"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Guarantee message. Does not implicitly {@link parasol.travel.v1.MetaResponse.Guarantee.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.MetaResponse.Guarantee
                     * @static
                     * @param {parasol.travel.v1.MetaResponse.IGuarantee} message Guarantee message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Guarantee.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.slug != null && Object.hasOwnProperty.call(message, "slug"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.slug);
                        if (message.label != null && Object.hasOwnProperty.call(message, "label"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.label);
                        if (message.group != null && Object.hasOwnProperty.call(message, "group"))
                            writer.uint32(/* id 3, wireType 2 =*/26).string(message.group);
                        return writer;
                    };

                    /**
                     * Decodes a Guarantee message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.MetaResponse.Guarantee
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.MetaResponse.Guarantee} Guarantee
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Guarantee.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.MetaResponse.Guarantee();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.slug = reader.string();
                                    break;
                                }
                            case 2: {
                                    message.label = reader.string();
                                    break;
                                }
                            case 3: {
                                    message.group = reader.string();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Guarantee;
                })();

                MetaResponse.State = (function() {

                    /**
                     * Properties of a State.
                     * @memberof parasol.travel.v1.MetaResponse
                     * @interface IState
                     * @property {string|null} [state] State state
                     * @property {string|null} [meaning] State meaning
                     */

                    /**
                     * Constructs a new State.
                     * @memberof parasol.travel.v1.MetaResponse
                     * @classdesc Represents a State.
                     * @implements IState
                     * @constructor
                     * @param {parasol.travel.v1.MetaResponse.IState=} [properties] Properties to set
                     */
                    function State(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * State state.
                     * @member {string|null|undefined} state
                     * @memberof parasol.travel.v1.MetaResponse.State
                     * @instance
                     */
                    State.prototype.state = null;

                    /**
                     * State meaning.
                     * @member {string|null|undefined} meaning
                     * @memberof parasol.travel.v1.MetaResponse.State
                     * @instance
                     */
                    State.prototype.meaning = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(State.prototype, "_state", {
                        get: $util.oneOfGetter($oneOfFields = ["state"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(State.prototype, "_meaning", {
                        get: $util.oneOfGetter($oneOfFields = ["meaning"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified State message. Does not implicitly {@link parasol.travel.v1.MetaResponse.State.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.MetaResponse.State
                     * @static
                     * @param {parasol.travel.v1.MetaResponse.IState} message State message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    State.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.state != null && Object.hasOwnProperty.call(message, "state"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.state);
                        if (message.meaning != null && Object.hasOwnProperty.call(message, "meaning"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.meaning);
                        return writer;
                    };

                    /**
                     * Decodes a State message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.MetaResponse.State
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.MetaResponse.State} State
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    State.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.MetaResponse.State();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.state = reader.string();
                                    break;
                                }
                            case 2: {
                                    message.meaning = reader.string();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return State;
                })();

                return MetaResponse;
            })();

            v1.NormalisedTrip = (function() {

                /**
                 * Properties of a NormalisedTrip.
                 * @memberof parasol.travel.v1
                 * @interface INormalisedTrip
                 * @property {string|null} [intent] NormalisedTrip intent
                 * @property {string|null} [startDate] NormalisedTrip startDate
                 * @property {string|null} [endDate] NormalisedTrip endDate
                 * @property {string|null} [countryResidence] NormalisedTrip countryResidence
                 * @property {string|null} [stateResidence] NormalisedTrip stateResidence
                 * @property {Array.<string>|null} [arrivalCountries] NormalisedTrip arrivalCountries
                 * @property {Array.<parasol.travel.v1.NormalisedTrip.ITraveller>|null} [travellers] NormalisedTrip travellers
                 * @property {google.type.IDecimal|null} [tripPrice] NormalisedTrip tripPrice
                 * @property {google.type.IDecimal|null} [studiesAmount] NormalisedTrip studiesAmount
                 * @property {string|null} [currency] NormalisedTrip currency
                 * @property {boolean|null} [shouldCoverCancellation] NormalisedTrip shouldCoverCancellation
                 * @property {boolean|null} [shouldCoverExtremeSports] NormalisedTrip shouldCoverExtremeSports
                 * @property {boolean|null} [isAnnual] NormalisedTrip isAnnual
                 */

                /**
                 * Constructs a new NormalisedTrip.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a NormalisedTrip.
                 * @implements INormalisedTrip
                 * @constructor
                 * @param {parasol.travel.v1.INormalisedTrip=} [properties] Properties to set
                 */
                function NormalisedTrip(properties) {
                    this.arrivalCountries = [];
                    this.travellers = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * NormalisedTrip intent.
                 * @member {string|null|undefined} intent
                 * @memberof parasol.travel.v1.NormalisedTrip
                 * @instance
                 */
                NormalisedTrip.prototype.intent = null;

                /**
                 * NormalisedTrip startDate.
                 * @member {string|null|undefined} startDate
                 * @memberof parasol.travel.v1.NormalisedTrip
                 * @instance
                 */
                NormalisedTrip.prototype.startDate = null;

                /**
                 * NormalisedTrip endDate.
                 * @member {string|null|undefined} endDate
                 * @memberof parasol.travel.v1.NormalisedTrip
                 * @instance
                 */
                NormalisedTrip.prototype.endDate = null;

                /**
                 * NormalisedTrip countryResidence.
                 * @member {string|null|undefined} countryResidence
                 * @memberof parasol.travel.v1.NormalisedTrip
                 * @instance
                 */
                NormalisedTrip.prototype.countryResidence = null;

                /**
                 * NormalisedTrip stateResidence.
                 * @member {string|null|undefined} stateResidence
                 * @memberof parasol.travel.v1.NormalisedTrip
                 * @instance
                 */
                NormalisedTrip.prototype.stateResidence = null;

                /**
                 * NormalisedTrip arrivalCountries.
                 * @member {Array.<string>} arrivalCountries
                 * @memberof parasol.travel.v1.NormalisedTrip
                 * @instance
                 */
                NormalisedTrip.prototype.arrivalCountries = $util.emptyArray;

                /**
                 * NormalisedTrip travellers.
                 * @member {Array.<parasol.travel.v1.NormalisedTrip.ITraveller>} travellers
                 * @memberof parasol.travel.v1.NormalisedTrip
                 * @instance
                 */
                NormalisedTrip.prototype.travellers = $util.emptyArray;

                /**
                 * NormalisedTrip tripPrice.
                 * @member {google.type.IDecimal|null|undefined} tripPrice
                 * @memberof parasol.travel.v1.NormalisedTrip
                 * @instance
                 */
                NormalisedTrip.prototype.tripPrice = null;

                /**
                 * NormalisedTrip studiesAmount.
                 * @member {google.type.IDecimal|null|undefined} studiesAmount
                 * @memberof parasol.travel.v1.NormalisedTrip
                 * @instance
                 */
                NormalisedTrip.prototype.studiesAmount = null;

                /**
                 * NormalisedTrip currency.
                 * @member {string|null|undefined} currency
                 * @memberof parasol.travel.v1.NormalisedTrip
                 * @instance
                 */
                NormalisedTrip.prototype.currency = null;

                /**
                 * NormalisedTrip shouldCoverCancellation.
                 * @member {boolean|null|undefined} shouldCoverCancellation
                 * @memberof parasol.travel.v1.NormalisedTrip
                 * @instance
                 */
                NormalisedTrip.prototype.shouldCoverCancellation = null;

                /**
                 * NormalisedTrip shouldCoverExtremeSports.
                 * @member {boolean|null|undefined} shouldCoverExtremeSports
                 * @memberof parasol.travel.v1.NormalisedTrip
                 * @instance
                 */
                NormalisedTrip.prototype.shouldCoverExtremeSports = null;

                /**
                 * NormalisedTrip isAnnual.
                 * @member {boolean|null|undefined} isAnnual
                 * @memberof parasol.travel.v1.NormalisedTrip
                 * @instance
                 */
                NormalisedTrip.prototype.isAnnual = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(NormalisedTrip.prototype, "_intent", {
                    get: $util.oneOfGetter($oneOfFields = ["intent"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(NormalisedTrip.prototype, "_startDate", {
                    get: $util.oneOfGetter($oneOfFields = ["startDate"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(NormalisedTrip.prototype, "_endDate", {
                    get: $util.oneOfGetter($oneOfFields = ["endDate"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(NormalisedTrip.prototype, "_countryResidence", {
                    get: $util.oneOfGetter($oneOfFields = ["countryResidence"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(NormalisedTrip.prototype, "_stateResidence", {
                    get: $util.oneOfGetter($oneOfFields = ["stateResidence"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(NormalisedTrip.prototype, "_currency", {
                    get: $util.oneOfGetter($oneOfFields = ["currency"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(NormalisedTrip.prototype, "_shouldCoverCancellation", {
                    get: $util.oneOfGetter($oneOfFields = ["shouldCoverCancellation"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(NormalisedTrip.prototype, "_shouldCoverExtremeSports", {
                    get: $util.oneOfGetter($oneOfFields = ["shouldCoverExtremeSports"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(NormalisedTrip.prototype, "_isAnnual", {
                    get: $util.oneOfGetter($oneOfFields = ["isAnnual"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified NormalisedTrip message. Does not implicitly {@link parasol.travel.v1.NormalisedTrip.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.NormalisedTrip
                 * @static
                 * @param {parasol.travel.v1.INormalisedTrip} message NormalisedTrip message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                NormalisedTrip.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.intent != null && Object.hasOwnProperty.call(message, "intent"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.intent);
                    if (message.startDate != null && Object.hasOwnProperty.call(message, "startDate"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.startDate);
                    if (message.endDate != null && Object.hasOwnProperty.call(message, "endDate"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.endDate);
                    if (message.countryResidence != null && Object.hasOwnProperty.call(message, "countryResidence"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.countryResidence);
                    if (message.stateResidence != null && Object.hasOwnProperty.call(message, "stateResidence"))
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.stateResidence);
                    if (message.arrivalCountries != null && message.arrivalCountries.length)
                        for (var i = 0; i < message.arrivalCountries.length; ++i)
                            writer.uint32(/* id 6, wireType 2 =*/50).string(message.arrivalCountries[i]);
                    if (message.travellers != null && message.travellers.length)
                        for (var i = 0; i < message.travellers.length; ++i)
                            $root.parasol.travel.v1.NormalisedTrip.Traveller.encode(message.travellers[i], writer.uint32(/* id 7, wireType 2 =*/58).fork(), q + 1).ldelim();
                    if (message.tripPrice != null && Object.hasOwnProperty.call(message, "tripPrice"))
                        $root.google.type.Decimal.encode(message.tripPrice, writer.uint32(/* id 8, wireType 2 =*/66).fork(), q + 1).ldelim();
                    if (message.studiesAmount != null && Object.hasOwnProperty.call(message, "studiesAmount"))
                        $root.google.type.Decimal.encode(message.studiesAmount, writer.uint32(/* id 9, wireType 2 =*/74).fork(), q + 1).ldelim();
                    if (message.currency != null && Object.hasOwnProperty.call(message, "currency"))
                        writer.uint32(/* id 10, wireType 2 =*/82).string(message.currency);
                    if (message.shouldCoverCancellation != null && Object.hasOwnProperty.call(message, "shouldCoverCancellation"))
                        writer.uint32(/* id 11, wireType 0 =*/88).bool(message.shouldCoverCancellation);
                    if (message.shouldCoverExtremeSports != null && Object.hasOwnProperty.call(message, "shouldCoverExtremeSports"))
                        writer.uint32(/* id 12, wireType 0 =*/96).bool(message.shouldCoverExtremeSports);
                    if (message.isAnnual != null && Object.hasOwnProperty.call(message, "isAnnual"))
                        writer.uint32(/* id 13, wireType 0 =*/104).bool(message.isAnnual);
                    return writer;
                };

                /**
                 * Decodes a NormalisedTrip message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.NormalisedTrip
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.NormalisedTrip} NormalisedTrip
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                NormalisedTrip.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.NormalisedTrip();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.intent = reader.string();
                                break;
                            }
                        case 2: {
                                message.startDate = reader.string();
                                break;
                            }
                        case 3: {
                                message.endDate = reader.string();
                                break;
                            }
                        case 4: {
                                message.countryResidence = reader.string();
                                break;
                            }
                        case 5: {
                                message.stateResidence = reader.string();
                                break;
                            }
                        case 6: {
                                if (!(message.arrivalCountries && message.arrivalCountries.length))
                                    message.arrivalCountries = [];
                                message.arrivalCountries.push(reader.string());
                                break;
                            }
                        case 7: {
                                if (!(message.travellers && message.travellers.length))
                                    message.travellers = [];
                                message.travellers.push($root.parasol.travel.v1.NormalisedTrip.Traveller.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        case 8: {
                                message.tripPrice = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 9: {
                                message.studiesAmount = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 10: {
                                message.currency = reader.string();
                                break;
                            }
                        case 11: {
                                message.shouldCoverCancellation = reader.bool();
                                break;
                            }
                        case 12: {
                                message.shouldCoverExtremeSports = reader.bool();
                                break;
                            }
                        case 13: {
                                message.isAnnual = reader.bool();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                NormalisedTrip.Traveller = (function() {

                    /**
                     * Properties of a Traveller.
                     * @memberof parasol.travel.v1.NormalisedTrip
                     * @interface ITraveller
                     * @property {number|null} [age] Traveller age
                     */

                    /**
                     * Constructs a new Traveller.
                     * @memberof parasol.travel.v1.NormalisedTrip
                     * @classdesc Represents a Traveller.
                     * @implements ITraveller
                     * @constructor
                     * @param {parasol.travel.v1.NormalisedTrip.ITraveller=} [properties] Properties to set
                     */
                    function Traveller(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Traveller age.
                     * @member {number|null|undefined} age
                     * @memberof parasol.travel.v1.NormalisedTrip.Traveller
                     * @instance
                     */
                    Traveller.prototype.age = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Traveller.prototype, "_age", {
                        get: $util.oneOfGetter($oneOfFields = ["age"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Traveller message. Does not implicitly {@link parasol.travel.v1.NormalisedTrip.Traveller.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.NormalisedTrip.Traveller
                     * @static
                     * @param {parasol.travel.v1.NormalisedTrip.ITraveller} message Traveller message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Traveller.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.age != null && Object.hasOwnProperty.call(message, "age"))
                            writer.uint32(/* id 1, wireType 0 =*/8).int32(message.age);
                        return writer;
                    };

                    /**
                     * Decodes a Traveller message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.NormalisedTrip.Traveller
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.NormalisedTrip.Traveller} Traveller
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Traveller.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.NormalisedTrip.Traveller();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.age = reader.int32();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Traveller;
                })();

                return NormalisedTrip;
            })();

            v1.Offer = (function() {

                /**
                 * Properties of an Offer.
                 * @memberof parasol.travel.v1
                 * @interface IOffer
                 * @property {number|null} [id] Offer id
                 * @property {string|null} [name] Offer name
                 * @property {string|null} [plan] Offer plan
                 * @property {parasol.travel.v1.Offer.IInsurer|null} [insurer] Offer insurer
                 * @property {string|null} [iconUrl] Offer iconUrl
                 * @property {parasol.travel.v1.Offer.IPrice|null} [price] Offer price
                 * @property {string|null} [guaranteeCurrency] Offer guaranteeCurrency
                 * @property {Object.<string,parasol.travel.v1.IGuaranteeCover>|null} [guarantees] Offer guarantees
                 * @property {parasol.travel.v1.Offer.IHighlights|null} [highlights] Offer highlights
                 * @property {parasol.travel.v1.Offer.IDocuments|null} [documents] Offer documents
                 * @property {number|null} [position] Offer position
                 */

                /**
                 * Constructs a new Offer.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents an Offer.
                 * @implements IOffer
                 * @constructor
                 * @param {parasol.travel.v1.IOffer=} [properties] Properties to set
                 */
                function Offer(properties) {
                    this.guarantees = {};
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * Offer id.
                 * @member {number|null|undefined} id
                 * @memberof parasol.travel.v1.Offer
                 * @instance
                 */
                Offer.prototype.id = null;

                /**
                 * Offer name.
                 * @member {string|null|undefined} name
                 * @memberof parasol.travel.v1.Offer
                 * @instance
                 */
                Offer.prototype.name = null;

                /**
                 * Offer plan.
                 * @member {string|null|undefined} plan
                 * @memberof parasol.travel.v1.Offer
                 * @instance
                 */
                Offer.prototype.plan = null;

                /**
                 * Offer insurer.
                 * @member {parasol.travel.v1.Offer.IInsurer|null|undefined} insurer
                 * @memberof parasol.travel.v1.Offer
                 * @instance
                 */
                Offer.prototype.insurer = null;

                /**
                 * Offer iconUrl.
                 * @member {string|null|undefined} iconUrl
                 * @memberof parasol.travel.v1.Offer
                 * @instance
                 */
                Offer.prototype.iconUrl = null;

                /**
                 * Offer price.
                 * @member {parasol.travel.v1.Offer.IPrice|null|undefined} price
                 * @memberof parasol.travel.v1.Offer
                 * @instance
                 */
                Offer.prototype.price = null;

                /**
                 * Offer guaranteeCurrency.
                 * @member {string|null|undefined} guaranteeCurrency
                 * @memberof parasol.travel.v1.Offer
                 * @instance
                 */
                Offer.prototype.guaranteeCurrency = null;

                /**
                 * Offer guarantees.
                 * @member {Object.<string,parasol.travel.v1.IGuaranteeCover>} guarantees
                 * @memberof parasol.travel.v1.Offer
                 * @instance
                 */
                Offer.prototype.guarantees = $util.emptyObject;

                /**
                 * Offer highlights.
                 * @member {parasol.travel.v1.Offer.IHighlights|null|undefined} highlights
                 * @memberof parasol.travel.v1.Offer
                 * @instance
                 */
                Offer.prototype.highlights = null;

                /**
                 * Offer documents.
                 * @member {parasol.travel.v1.Offer.IDocuments|null|undefined} documents
                 * @memberof parasol.travel.v1.Offer
                 * @instance
                 */
                Offer.prototype.documents = null;

                /**
                 * Offer position.
                 * @member {number|null|undefined} position
                 * @memberof parasol.travel.v1.Offer
                 * @instance
                 */
                Offer.prototype.position = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Offer.prototype, "_id", {
                    get: $util.oneOfGetter($oneOfFields = ["id"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Offer.prototype, "_name", {
                    get: $util.oneOfGetter($oneOfFields = ["name"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Offer.prototype, "_plan", {
                    get: $util.oneOfGetter($oneOfFields = ["plan"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Offer.prototype, "_iconUrl", {
                    get: $util.oneOfGetter($oneOfFields = ["iconUrl"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Offer.prototype, "_guaranteeCurrency", {
                    get: $util.oneOfGetter($oneOfFields = ["guaranteeCurrency"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Offer.prototype, "_position", {
                    get: $util.oneOfGetter($oneOfFields = ["position"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified Offer message. Does not implicitly {@link parasol.travel.v1.Offer.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.Offer
                 * @static
                 * @param {parasol.travel.v1.IOffer} message Offer message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Offer.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.id != null && Object.hasOwnProperty.call(message, "id"))
                        writer.uint32(/* id 1, wireType 0 =*/8).int64(message.id);
                    if (message.name != null && Object.hasOwnProperty.call(message, "name"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.name);
                    if (message.plan != null && Object.hasOwnProperty.call(message, "plan"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.plan);
                    if (message.insurer != null && Object.hasOwnProperty.call(message, "insurer"))
                        $root.parasol.travel.v1.Offer.Insurer.encode(message.insurer, writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                    if (message.iconUrl != null && Object.hasOwnProperty.call(message, "iconUrl"))
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.iconUrl);
                    if (message.price != null && Object.hasOwnProperty.call(message, "price"))
                        $root.parasol.travel.v1.Offer.Price.encode(message.price, writer.uint32(/* id 6, wireType 2 =*/50).fork(), q + 1).ldelim();
                    if (message.guaranteeCurrency != null && Object.hasOwnProperty.call(message, "guaranteeCurrency"))
                        writer.uint32(/* id 7, wireType 2 =*/58).string(message.guaranteeCurrency);
                    if (message.guarantees != null && Object.hasOwnProperty.call(message, "guarantees"))
                        for (var keys = Object.keys(message.guarantees), i = 0; i < keys.length; ++i) {
                            writer.uint32(/* id 8, wireType 2 =*/66).fork().uint32(/* id 1, wireType 2 =*/10).string(keys[i]);
                            $root.parasol.travel.v1.GuaranteeCover.encode(message.guarantees[keys[i]], writer.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim().ldelim();
                        }
                    if (message.highlights != null && Object.hasOwnProperty.call(message, "highlights"))
                        $root.parasol.travel.v1.Offer.Highlights.encode(message.highlights, writer.uint32(/* id 9, wireType 2 =*/74).fork(), q + 1).ldelim();
                    if (message.documents != null && Object.hasOwnProperty.call(message, "documents"))
                        $root.parasol.travel.v1.Offer.Documents.encode(message.documents, writer.uint32(/* id 10, wireType 2 =*/82).fork(), q + 1).ldelim();
                    if (message.position != null && Object.hasOwnProperty.call(message, "position"))
                        writer.uint32(/* id 11, wireType 0 =*/88).int64(message.position);
                    return writer;
                };

                /**
                 * Decodes an Offer message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.Offer
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.Offer} Offer
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Offer.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message, key, value;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.Offer();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.id = reader.int64();
                                break;
                            }
                        case 2: {
                                message.name = reader.string();
                                break;
                            }
                        case 3: {
                                message.plan = reader.string();
                                break;
                            }
                        case 4: {
                                message.insurer = $root.parasol.travel.v1.Offer.Insurer.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 5: {
                                message.iconUrl = reader.string();
                                break;
                            }
                        case 6: {
                                message.price = $root.parasol.travel.v1.Offer.Price.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 7: {
                                message.guaranteeCurrency = reader.string();
                                break;
                            }
                        case 8: {
                                if (message.guarantees === $util.emptyObject)
                                    message.guarantees = {};
                                var end2 = reader.uint32() + reader.pos;
                                if (end2 > reader.len)
                                    throw RangeError("index out of range");
                                reader.len = end2;
                                key = "";
                                value = null;
                                while (reader.pos < end2) {
                                    var tag2 = reader.uint32();
                                    switch (tag2 >>> 3) {
                                    case 1:
                                        key = reader.string();
                                        break;
                                    case 2:
                                        value = $root.parasol.travel.v1.GuaranteeCover.decode(reader, reader.uint32(), undefined, long + 1);
                                        break;
                                    default:
                                        reader.skipType(tag2 & 7, long);
                                        break;
                                    }
                                }
                                if (reader.pos !== end2)
                                    throw RangeError("index out of range");
                                reader.len = end;
                                if (key === "__proto__")
                                    $util.makeProp(message.guarantees, key);
                                message.guarantees[key] = value;
                                break;
                            }
                        case 9: {
                                message.highlights = $root.parasol.travel.v1.Offer.Highlights.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 10: {
                                message.documents = $root.parasol.travel.v1.Offer.Documents.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 11: {
                                message.position = reader.int64();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                Offer.Insurer = (function() {

                    /**
                     * Properties of an Insurer.
                     * @memberof parasol.travel.v1.Offer
                     * @interface IInsurer
                     * @property {string|null} [name] Insurer name
                     * @property {string|null} [logoUrl] Insurer logoUrl
                     */

                    /**
                     * Constructs a new Insurer.
                     * @memberof parasol.travel.v1.Offer
                     * @classdesc Represents an Insurer.
                     * @implements IInsurer
                     * @constructor
                     * @param {parasol.travel.v1.Offer.IInsurer=} [properties] Properties to set
                     */
                    function Insurer(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Insurer name.
                     * @member {string|null|undefined} name
                     * @memberof parasol.travel.v1.Offer.Insurer
                     * @instance
                     */
                    Insurer.prototype.name = null;

                    /**
                     * Insurer logoUrl.
                     * @member {string|null|undefined} logoUrl
                     * @memberof parasol.travel.v1.Offer.Insurer
                     * @instance
                     */
                    Insurer.prototype.logoUrl = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Insurer.prototype, "_name", {
                        get: $util.oneOfGetter($oneOfFields = ["name"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Insurer.prototype, "_logoUrl", {
                        get: $util.oneOfGetter($oneOfFields = ["logoUrl"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Insurer message. Does not implicitly {@link parasol.travel.v1.Offer.Insurer.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.Offer.Insurer
                     * @static
                     * @param {parasol.travel.v1.Offer.IInsurer} message Insurer message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Insurer.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.name != null && Object.hasOwnProperty.call(message, "name"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.name);
                        if (message.logoUrl != null && Object.hasOwnProperty.call(message, "logoUrl"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.logoUrl);
                        return writer;
                    };

                    /**
                     * Decodes an Insurer message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.Offer.Insurer
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.Offer.Insurer} Insurer
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Insurer.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.Offer.Insurer();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.name = reader.string();
                                    break;
                                }
                            case 2: {
                                    message.logoUrl = reader.string();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Insurer;
                })();

                Offer.Price = (function() {

                    /**
                     * Properties of a Price.
                     * @memberof parasol.travel.v1.Offer
                     * @interface IPrice
                     * @property {google.type.IDecimal|null} [amount] Price amount
                     * @property {number|null} [amountInCents] Price amountInCents
                     * @property {string|null} [currency] Price currency
                     * @property {google.type.IDecimal|null} [insurerAmount] Price insurerAmount
                     * @property {string|null} [insurerCurrency] Price insurerCurrency
                     * @property {boolean|null} [isStartingPrice] Price isStartingPrice
                     * @property {string|null} [period] Price period
                     */

                    /**
                     * Constructs a new Price.
                     * @memberof parasol.travel.v1.Offer
                     * @classdesc Represents a Price.
                     * @implements IPrice
                     * @constructor
                     * @param {parasol.travel.v1.Offer.IPrice=} [properties] Properties to set
                     */
                    function Price(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Price amount.
                     * @member {google.type.IDecimal|null|undefined} amount
                     * @memberof parasol.travel.v1.Offer.Price
                     * @instance
                     */
                    Price.prototype.amount = null;

                    /**
                     * Price amountInCents.
                     * @member {number|null|undefined} amountInCents
                     * @memberof parasol.travel.v1.Offer.Price
                     * @instance
                     */
                    Price.prototype.amountInCents = null;

                    /**
                     * Price currency.
                     * @member {string|null|undefined} currency
                     * @memberof parasol.travel.v1.Offer.Price
                     * @instance
                     */
                    Price.prototype.currency = null;

                    /**
                     * Price insurerAmount.
                     * @member {google.type.IDecimal|null|undefined} insurerAmount
                     * @memberof parasol.travel.v1.Offer.Price
                     * @instance
                     */
                    Price.prototype.insurerAmount = null;

                    /**
                     * Price insurerCurrency.
                     * @member {string|null|undefined} insurerCurrency
                     * @memberof parasol.travel.v1.Offer.Price
                     * @instance
                     */
                    Price.prototype.insurerCurrency = null;

                    /**
                     * Price isStartingPrice.
                     * @member {boolean|null|undefined} isStartingPrice
                     * @memberof parasol.travel.v1.Offer.Price
                     * @instance
                     */
                    Price.prototype.isStartingPrice = null;

                    /**
                     * Price period.
                     * @member {string|null|undefined} period
                     * @memberof parasol.travel.v1.Offer.Price
                     * @instance
                     */
                    Price.prototype.period = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Price.prototype, "_amountInCents", {
                        get: $util.oneOfGetter($oneOfFields = ["amountInCents"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Price.prototype, "_currency", {
                        get: $util.oneOfGetter($oneOfFields = ["currency"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Price.prototype, "_insurerCurrency", {
                        get: $util.oneOfGetter($oneOfFields = ["insurerCurrency"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Price.prototype, "_isStartingPrice", {
                        get: $util.oneOfGetter($oneOfFields = ["isStartingPrice"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Price.prototype, "_period", {
                        get: $util.oneOfGetter($oneOfFields = ["period"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Price message. Does not implicitly {@link parasol.travel.v1.Offer.Price.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.Offer.Price
                     * @static
                     * @param {parasol.travel.v1.Offer.IPrice} message Price message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Price.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.amount != null && Object.hasOwnProperty.call(message, "amount"))
                            $root.google.type.Decimal.encode(message.amount, writer.uint32(/* id 1, wireType 2 =*/10).fork(), q + 1).ldelim();
                        if (message.amountInCents != null && Object.hasOwnProperty.call(message, "amountInCents"))
                            writer.uint32(/* id 2, wireType 0 =*/16).int64(message.amountInCents);
                        if (message.currency != null && Object.hasOwnProperty.call(message, "currency"))
                            writer.uint32(/* id 3, wireType 2 =*/26).string(message.currency);
                        if (message.insurerAmount != null && Object.hasOwnProperty.call(message, "insurerAmount"))
                            $root.google.type.Decimal.encode(message.insurerAmount, writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                        if (message.insurerCurrency != null && Object.hasOwnProperty.call(message, "insurerCurrency"))
                            writer.uint32(/* id 5, wireType 2 =*/42).string(message.insurerCurrency);
                        if (message.isStartingPrice != null && Object.hasOwnProperty.call(message, "isStartingPrice"))
                            writer.uint32(/* id 6, wireType 0 =*/48).bool(message.isStartingPrice);
                        if (message.period != null && Object.hasOwnProperty.call(message, "period"))
                            writer.uint32(/* id 7, wireType 2 =*/58).string(message.period);
                        return writer;
                    };

                    /**
                     * Decodes a Price message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.Offer.Price
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.Offer.Price} Price
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Price.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.Offer.Price();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.amount = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 2: {
                                    message.amountInCents = reader.int64();
                                    break;
                                }
                            case 3: {
                                    message.currency = reader.string();
                                    break;
                                }
                            case 4: {
                                    message.insurerAmount = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 5: {
                                    message.insurerCurrency = reader.string();
                                    break;
                                }
                            case 6: {
                                    message.isStartingPrice = reader.bool();
                                    break;
                                }
                            case 7: {
                                    message.period = reader.string();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Price;
                })();

                Offer.Highlights = (function() {

                    /**
                     * Properties of a Highlights.
                     * @memberof parasol.travel.v1.Offer
                     * @interface IHighlights
                     * @property {Array.<string>|null} [included] Highlights included
                     * @property {Array.<string>|null} [excluded] Highlights excluded
                     */

                    /**
                     * Constructs a new Highlights.
                     * @memberof parasol.travel.v1.Offer
                     * @classdesc Represents a Highlights.
                     * @implements IHighlights
                     * @constructor
                     * @param {parasol.travel.v1.Offer.IHighlights=} [properties] Properties to set
                     */
                    function Highlights(properties) {
                        this.included = [];
                        this.excluded = [];
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Highlights included.
                     * @member {Array.<string>} included
                     * @memberof parasol.travel.v1.Offer.Highlights
                     * @instance
                     */
                    Highlights.prototype.included = $util.emptyArray;

                    /**
                     * Highlights excluded.
                     * @member {Array.<string>} excluded
                     * @memberof parasol.travel.v1.Offer.Highlights
                     * @instance
                     */
                    Highlights.prototype.excluded = $util.emptyArray;

                    /**
                     * Encodes the specified Highlights message. Does not implicitly {@link parasol.travel.v1.Offer.Highlights.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.Offer.Highlights
                     * @static
                     * @param {parasol.travel.v1.Offer.IHighlights} message Highlights message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Highlights.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.included != null && message.included.length)
                            for (var i = 0; i < message.included.length; ++i)
                                writer.uint32(/* id 1, wireType 2 =*/10).string(message.included[i]);
                        if (message.excluded != null && message.excluded.length)
                            for (var i = 0; i < message.excluded.length; ++i)
                                writer.uint32(/* id 2, wireType 2 =*/18).string(message.excluded[i]);
                        return writer;
                    };

                    /**
                     * Decodes a Highlights message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.Offer.Highlights
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.Offer.Highlights} Highlights
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Highlights.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.Offer.Highlights();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    if (!(message.included && message.included.length))
                                        message.included = [];
                                    message.included.push(reader.string());
                                    break;
                                }
                            case 2: {
                                    if (!(message.excluded && message.excluded.length))
                                        message.excluded = [];
                                    message.excluded.push(reader.string());
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Highlights;
                })();

                Offer.Documents = (function() {

                    /**
                     * Properties of a Documents.
                     * @memberof parasol.travel.v1.Offer
                     * @interface IDocuments
                     * @property {string|null} [cgvUrl] Documents cgvUrl
                     * @property {string|null} [ipidUrl] Documents ipidUrl
                     */

                    /**
                     * Constructs a new Documents.
                     * @memberof parasol.travel.v1.Offer
                     * @classdesc Represents a Documents.
                     * @implements IDocuments
                     * @constructor
                     * @param {parasol.travel.v1.Offer.IDocuments=} [properties] Properties to set
                     */
                    function Documents(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Documents cgvUrl.
                     * @member {string|null|undefined} cgvUrl
                     * @memberof parasol.travel.v1.Offer.Documents
                     * @instance
                     */
                    Documents.prototype.cgvUrl = null;

                    /**
                     * Documents ipidUrl.
                     * @member {string|null|undefined} ipidUrl
                     * @memberof parasol.travel.v1.Offer.Documents
                     * @instance
                     */
                    Documents.prototype.ipidUrl = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Documents.prototype, "_cgvUrl", {
                        get: $util.oneOfGetter($oneOfFields = ["cgvUrl"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Documents.prototype, "_ipidUrl", {
                        get: $util.oneOfGetter($oneOfFields = ["ipidUrl"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Documents message. Does not implicitly {@link parasol.travel.v1.Offer.Documents.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.Offer.Documents
                     * @static
                     * @param {parasol.travel.v1.Offer.IDocuments} message Documents message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Documents.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.cgvUrl != null && Object.hasOwnProperty.call(message, "cgvUrl"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.cgvUrl);
                        if (message.ipidUrl != null && Object.hasOwnProperty.call(message, "ipidUrl"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.ipidUrl);
                        return writer;
                    };

                    /**
                     * Decodes a Documents message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.Offer.Documents
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.Offer.Documents} Documents
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Documents.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.Offer.Documents();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.cgvUrl = reader.string();
                                    break;
                                }
                            case 2: {
                                    message.ipidUrl = reader.string();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Documents;
                })();

                return Offer;
            })();

            v1.Payout = (function() {

                /**
                 * Properties of a Payout.
                 * @memberof parasol.travel.v1
                 * @interface IPayout
                 * @property {string|null} [payoutId] Payout payoutId
                 * @property {string|null} [partner] Payout partner
                 * @property {string|null} [mode] Payout mode
                 * @property {string|null} [currency] Payout currency
                 * @property {google.type.IDecimal|null} [amount] Payout amount
                 * @property {number|null} [amountMinor] Payout amountMinor
                 * @property {string|null} [status] Payout status
                 * @property {string|null} [createdAt] Payout createdAt
                 * @property {string|null} [paidAt] Payout paidAt
                 * @property {string|null} [reference] Payout reference
                 * @property {number|null} [lineCount] Payout lineCount
                 * @property {number|null} [clawbackCount] Payout clawbackCount
                 */

                /**
                 * Constructs a new Payout.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a Payout.
                 * @implements IPayout
                 * @constructor
                 * @param {parasol.travel.v1.IPayout=} [properties] Properties to set
                 */
                function Payout(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * Payout payoutId.
                 * @member {string|null|undefined} payoutId
                 * @memberof parasol.travel.v1.Payout
                 * @instance
                 */
                Payout.prototype.payoutId = null;

                /**
                 * Payout partner.
                 * @member {string|null|undefined} partner
                 * @memberof parasol.travel.v1.Payout
                 * @instance
                 */
                Payout.prototype.partner = null;

                /**
                 * Payout mode.
                 * @member {string|null|undefined} mode
                 * @memberof parasol.travel.v1.Payout
                 * @instance
                 */
                Payout.prototype.mode = null;

                /**
                 * Payout currency.
                 * @member {string|null|undefined} currency
                 * @memberof parasol.travel.v1.Payout
                 * @instance
                 */
                Payout.prototype.currency = null;

                /**
                 * Payout amount.
                 * @member {google.type.IDecimal|null|undefined} amount
                 * @memberof parasol.travel.v1.Payout
                 * @instance
                 */
                Payout.prototype.amount = null;

                /**
                 * Payout amountMinor.
                 * @member {number|null|undefined} amountMinor
                 * @memberof parasol.travel.v1.Payout
                 * @instance
                 */
                Payout.prototype.amountMinor = null;

                /**
                 * Payout status.
                 * @member {string|null|undefined} status
                 * @memberof parasol.travel.v1.Payout
                 * @instance
                 */
                Payout.prototype.status = null;

                /**
                 * Payout createdAt.
                 * @member {string|null|undefined} createdAt
                 * @memberof parasol.travel.v1.Payout
                 * @instance
                 */
                Payout.prototype.createdAt = null;

                /**
                 * Payout paidAt.
                 * @member {string|null|undefined} paidAt
                 * @memberof parasol.travel.v1.Payout
                 * @instance
                 */
                Payout.prototype.paidAt = null;

                /**
                 * Payout reference.
                 * @member {string|null|undefined} reference
                 * @memberof parasol.travel.v1.Payout
                 * @instance
                 */
                Payout.prototype.reference = null;

                /**
                 * Payout lineCount.
                 * @member {number|null|undefined} lineCount
                 * @memberof parasol.travel.v1.Payout
                 * @instance
                 */
                Payout.prototype.lineCount = null;

                /**
                 * Payout clawbackCount.
                 * @member {number|null|undefined} clawbackCount
                 * @memberof parasol.travel.v1.Payout
                 * @instance
                 */
                Payout.prototype.clawbackCount = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Payout.prototype, "_payoutId", {
                    get: $util.oneOfGetter($oneOfFields = ["payoutId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Payout.prototype, "_partner", {
                    get: $util.oneOfGetter($oneOfFields = ["partner"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Payout.prototype, "_mode", {
                    get: $util.oneOfGetter($oneOfFields = ["mode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Payout.prototype, "_currency", {
                    get: $util.oneOfGetter($oneOfFields = ["currency"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Payout.prototype, "_amountMinor", {
                    get: $util.oneOfGetter($oneOfFields = ["amountMinor"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Payout.prototype, "_status", {
                    get: $util.oneOfGetter($oneOfFields = ["status"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Payout.prototype, "_createdAt", {
                    get: $util.oneOfGetter($oneOfFields = ["createdAt"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Payout.prototype, "_paidAt", {
                    get: $util.oneOfGetter($oneOfFields = ["paidAt"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Payout.prototype, "_reference", {
                    get: $util.oneOfGetter($oneOfFields = ["reference"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Payout.prototype, "_lineCount", {
                    get: $util.oneOfGetter($oneOfFields = ["lineCount"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Payout.prototype, "_clawbackCount", {
                    get: $util.oneOfGetter($oneOfFields = ["clawbackCount"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified Payout message. Does not implicitly {@link parasol.travel.v1.Payout.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.Payout
                 * @static
                 * @param {parasol.travel.v1.IPayout} message Payout message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Payout.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.payoutId != null && Object.hasOwnProperty.call(message, "payoutId"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.payoutId);
                    if (message.partner != null && Object.hasOwnProperty.call(message, "partner"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.partner);
                    if (message.mode != null && Object.hasOwnProperty.call(message, "mode"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.mode);
                    if (message.currency != null && Object.hasOwnProperty.call(message, "currency"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.currency);
                    if (message.amount != null && Object.hasOwnProperty.call(message, "amount"))
                        $root.google.type.Decimal.encode(message.amount, writer.uint32(/* id 5, wireType 2 =*/42).fork(), q + 1).ldelim();
                    if (message.amountMinor != null && Object.hasOwnProperty.call(message, "amountMinor"))
                        writer.uint32(/* id 6, wireType 0 =*/48).int64(message.amountMinor);
                    if (message.status != null && Object.hasOwnProperty.call(message, "status"))
                        writer.uint32(/* id 7, wireType 2 =*/58).string(message.status);
                    if (message.createdAt != null && Object.hasOwnProperty.call(message, "createdAt"))
                        writer.uint32(/* id 8, wireType 2 =*/66).string(message.createdAt);
                    if (message.paidAt != null && Object.hasOwnProperty.call(message, "paidAt"))
                        writer.uint32(/* id 9, wireType 2 =*/74).string(message.paidAt);
                    if (message.reference != null && Object.hasOwnProperty.call(message, "reference"))
                        writer.uint32(/* id 10, wireType 2 =*/82).string(message.reference);
                    if (message.lineCount != null && Object.hasOwnProperty.call(message, "lineCount"))
                        writer.uint32(/* id 11, wireType 0 =*/88).int64(message.lineCount);
                    if (message.clawbackCount != null && Object.hasOwnProperty.call(message, "clawbackCount"))
                        writer.uint32(/* id 12, wireType 0 =*/96).int64(message.clawbackCount);
                    return writer;
                };

                /**
                 * Decodes a Payout message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.Payout
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.Payout} Payout
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Payout.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.Payout();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.payoutId = reader.string();
                                break;
                            }
                        case 2: {
                                message.partner = reader.string();
                                break;
                            }
                        case 3: {
                                message.mode = reader.string();
                                break;
                            }
                        case 4: {
                                message.currency = reader.string();
                                break;
                            }
                        case 5: {
                                message.amount = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 6: {
                                message.amountMinor = reader.int64();
                                break;
                            }
                        case 7: {
                                message.status = reader.string();
                                break;
                            }
                        case 8: {
                                message.createdAt = reader.string();
                                break;
                            }
                        case 9: {
                                message.paidAt = reader.string();
                                break;
                            }
                        case 10: {
                                message.reference = reader.string();
                                break;
                            }
                        case 11: {
                                message.lineCount = reader.int64();
                                break;
                            }
                        case 12: {
                                message.clawbackCount = reader.int64();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return Payout;
            })();

            v1.PayoutRequest = (function() {

                /**
                 * Properties of a PayoutRequest.
                 * @memberof parasol.travel.v1
                 * @interface IPayoutRequest
                 * @property {string|null} [payoutId] PayoutRequest payoutId
                 * @property {string|null} [format] PayoutRequest format
                 */

                /**
                 * Constructs a new PayoutRequest.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a PayoutRequest.
                 * @implements IPayoutRequest
                 * @constructor
                 * @param {parasol.travel.v1.IPayoutRequest=} [properties] Properties to set
                 */
                function PayoutRequest(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * PayoutRequest payoutId.
                 * @member {string|null|undefined} payoutId
                 * @memberof parasol.travel.v1.PayoutRequest
                 * @instance
                 */
                PayoutRequest.prototype.payoutId = null;

                /**
                 * PayoutRequest format.
                 * @member {string|null|undefined} format
                 * @memberof parasol.travel.v1.PayoutRequest
                 * @instance
                 */
                PayoutRequest.prototype.format = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PayoutRequest.prototype, "_payoutId", {
                    get: $util.oneOfGetter($oneOfFields = ["payoutId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PayoutRequest.prototype, "_format", {
                    get: $util.oneOfGetter($oneOfFields = ["format"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified PayoutRequest message. Does not implicitly {@link parasol.travel.v1.PayoutRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.PayoutRequest
                 * @static
                 * @param {parasol.travel.v1.IPayoutRequest} message PayoutRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                PayoutRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.payoutId != null && Object.hasOwnProperty.call(message, "payoutId"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.payoutId);
                    if (message.format != null && Object.hasOwnProperty.call(message, "format"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.format);
                    return writer;
                };

                /**
                 * Decodes a PayoutRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.PayoutRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.PayoutRequest} PayoutRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                PayoutRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.PayoutRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.payoutId = reader.string();
                                break;
                            }
                        case 2: {
                                message.format = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return PayoutRequest;
            })();

            v1.PayoutResponse = (function() {

                /**
                 * Properties of a PayoutResponse.
                 * @memberof parasol.travel.v1
                 * @interface IPayoutResponse
                 * @property {boolean|null} [ok] PayoutResponse ok
                 * @property {parasol.travel.v1.IPayout|null} [payout] PayoutResponse payout
                 * @property {Array.<parasol.travel.v1.PayoutResponse.ILine>|null} [lines] PayoutResponse lines
                 * @property {Array.<parasol.travel.v1.PayoutResponse.IClawback>|null} [clawbacks] PayoutResponse clawbacks
                 * @property {parasol.travel.v1.PayoutResponse.IMeta|null} [meta] PayoutResponse meta
                 */

                /**
                 * Constructs a new PayoutResponse.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a PayoutResponse.
                 * @implements IPayoutResponse
                 * @constructor
                 * @param {parasol.travel.v1.IPayoutResponse=} [properties] Properties to set
                 */
                function PayoutResponse(properties) {
                    this.lines = [];
                    this.clawbacks = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * PayoutResponse ok.
                 * @member {boolean|null|undefined} ok
                 * @memberof parasol.travel.v1.PayoutResponse
                 * @instance
                 */
                PayoutResponse.prototype.ok = null;

                /**
                 * PayoutResponse payout.
                 * @member {parasol.travel.v1.IPayout|null|undefined} payout
                 * @memberof parasol.travel.v1.PayoutResponse
                 * @instance
                 */
                PayoutResponse.prototype.payout = null;

                /**
                 * PayoutResponse lines.
                 * @member {Array.<parasol.travel.v1.PayoutResponse.ILine>} lines
                 * @memberof parasol.travel.v1.PayoutResponse
                 * @instance
                 */
                PayoutResponse.prototype.lines = $util.emptyArray;

                /**
                 * PayoutResponse clawbacks.
                 * @member {Array.<parasol.travel.v1.PayoutResponse.IClawback>} clawbacks
                 * @memberof parasol.travel.v1.PayoutResponse
                 * @instance
                 */
                PayoutResponse.prototype.clawbacks = $util.emptyArray;

                /**
                 * PayoutResponse meta.
                 * @member {parasol.travel.v1.PayoutResponse.IMeta|null|undefined} meta
                 * @memberof parasol.travel.v1.PayoutResponse
                 * @instance
                 */
                PayoutResponse.prototype.meta = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PayoutResponse.prototype, "_ok", {
                    get: $util.oneOfGetter($oneOfFields = ["ok"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified PayoutResponse message. Does not implicitly {@link parasol.travel.v1.PayoutResponse.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.PayoutResponse
                 * @static
                 * @param {parasol.travel.v1.IPayoutResponse} message PayoutResponse message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                PayoutResponse.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.ok != null && Object.hasOwnProperty.call(message, "ok"))
                        writer.uint32(/* id 1, wireType 0 =*/8).bool(message.ok);
                    if (message.payout != null && Object.hasOwnProperty.call(message, "payout"))
                        $root.parasol.travel.v1.Payout.encode(message.payout, writer.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                    if (message.lines != null && message.lines.length)
                        for (var i = 0; i < message.lines.length; ++i)
                            $root.parasol.travel.v1.PayoutResponse.Line.encode(message.lines[i], writer.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                    if (message.clawbacks != null && message.clawbacks.length)
                        for (var i = 0; i < message.clawbacks.length; ++i)
                            $root.parasol.travel.v1.PayoutResponse.Clawback.encode(message.clawbacks[i], writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                    if (message.meta != null && Object.hasOwnProperty.call(message, "meta"))
                        $root.parasol.travel.v1.PayoutResponse.Meta.encode(message.meta, writer.uint32(/* id 5, wireType 2 =*/42).fork(), q + 1).ldelim();
                    return writer;
                };

                /**
                 * Decodes a PayoutResponse message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.PayoutResponse
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.PayoutResponse} PayoutResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                PayoutResponse.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.PayoutResponse();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.ok = reader.bool();
                                break;
                            }
                        case 2: {
                                message.payout = $root.parasol.travel.v1.Payout.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 3: {
                                if (!(message.lines && message.lines.length))
                                    message.lines = [];
                                message.lines.push($root.parasol.travel.v1.PayoutResponse.Line.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        case 4: {
                                if (!(message.clawbacks && message.clawbacks.length))
                                    message.clawbacks = [];
                                message.clawbacks.push($root.parasol.travel.v1.PayoutResponse.Clawback.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        case 5: {
                                message.meta = $root.parasol.travel.v1.PayoutResponse.Meta.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                PayoutResponse.Line = (function() {

                    /**
                     * Properties of a Line.
                     * @memberof parasol.travel.v1.PayoutResponse
                     * @interface ILine
                     * @property {string|null} [saleId] Line saleId
                     * @property {string|null} [externalOrderId] Line externalOrderId
                     * @property {google.type.IDecimal|null} [commission] Line commission
                     * @property {number|null} [commissionMinor] Line commissionMinor
                     */

                    /**
                     * Constructs a new Line.
                     * @memberof parasol.travel.v1.PayoutResponse
                     * @classdesc Represents a Line.
                     * @implements ILine
                     * @constructor
                     * @param {parasol.travel.v1.PayoutResponse.ILine=} [properties] Properties to set
                     */
                    function Line(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Line saleId.
                     * @member {string|null|undefined} saleId
                     * @memberof parasol.travel.v1.PayoutResponse.Line
                     * @instance
                     */
                    Line.prototype.saleId = null;

                    /**
                     * Line externalOrderId.
                     * @member {string|null|undefined} externalOrderId
                     * @memberof parasol.travel.v1.PayoutResponse.Line
                     * @instance
                     */
                    Line.prototype.externalOrderId = null;

                    /**
                     * Line commission.
                     * @member {google.type.IDecimal|null|undefined} commission
                     * @memberof parasol.travel.v1.PayoutResponse.Line
                     * @instance
                     */
                    Line.prototype.commission = null;

                    /**
                     * Line commissionMinor.
                     * @member {number|null|undefined} commissionMinor
                     * @memberof parasol.travel.v1.PayoutResponse.Line
                     * @instance
                     */
                    Line.prototype.commissionMinor = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Line.prototype, "_saleId", {
                        get: $util.oneOfGetter($oneOfFields = ["saleId"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Line.prototype, "_externalOrderId", {
                        get: $util.oneOfGetter($oneOfFields = ["externalOrderId"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Line.prototype, "_commissionMinor", {
                        get: $util.oneOfGetter($oneOfFields = ["commissionMinor"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Line message. Does not implicitly {@link parasol.travel.v1.PayoutResponse.Line.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.PayoutResponse.Line
                     * @static
                     * @param {parasol.travel.v1.PayoutResponse.ILine} message Line message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Line.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.saleId != null && Object.hasOwnProperty.call(message, "saleId"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.saleId);
                        if (message.externalOrderId != null && Object.hasOwnProperty.call(message, "externalOrderId"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.externalOrderId);
                        if (message.commission != null && Object.hasOwnProperty.call(message, "commission"))
                            $root.google.type.Decimal.encode(message.commission, writer.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                        if (message.commissionMinor != null && Object.hasOwnProperty.call(message, "commissionMinor"))
                            writer.uint32(/* id 4, wireType 0 =*/32).int64(message.commissionMinor);
                        return writer;
                    };

                    /**
                     * Decodes a Line message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.PayoutResponse.Line
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.PayoutResponse.Line} Line
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Line.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.PayoutResponse.Line();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.saleId = reader.string();
                                    break;
                                }
                            case 2: {
                                    message.externalOrderId = reader.string();
                                    break;
                                }
                            case 3: {
                                    message.commission = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 4: {
                                    message.commissionMinor = reader.int64();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Line;
                })();

                PayoutResponse.Clawback = (function() {

                    /**
                     * Properties of a Clawback.
                     * @memberof parasol.travel.v1.PayoutResponse
                     * @interface IClawback
                     * @property {string|null} [saleId] Clawback saleId
                     * @property {string|null} [externalOrderId] Clawback externalOrderId
                     * @property {google.type.IDecimal|null} [amount] Clawback amount
                     * @property {number|null} [amountMinor] Clawback amountMinor
                     */

                    /**
                     * Constructs a new Clawback.
                     * @memberof parasol.travel.v1.PayoutResponse
                     * @classdesc Represents a Clawback.
                     * @implements IClawback
                     * @constructor
                     * @param {parasol.travel.v1.PayoutResponse.IClawback=} [properties] Properties to set
                     */
                    function Clawback(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Clawback saleId.
                     * @member {string|null|undefined} saleId
                     * @memberof parasol.travel.v1.PayoutResponse.Clawback
                     * @instance
                     */
                    Clawback.prototype.saleId = null;

                    /**
                     * Clawback externalOrderId.
                     * @member {string|null|undefined} externalOrderId
                     * @memberof parasol.travel.v1.PayoutResponse.Clawback
                     * @instance
                     */
                    Clawback.prototype.externalOrderId = null;

                    /**
                     * Clawback amount.
                     * @member {google.type.IDecimal|null|undefined} amount
                     * @memberof parasol.travel.v1.PayoutResponse.Clawback
                     * @instance
                     */
                    Clawback.prototype.amount = null;

                    /**
                     * Clawback amountMinor.
                     * @member {number|null|undefined} amountMinor
                     * @memberof parasol.travel.v1.PayoutResponse.Clawback
                     * @instance
                     */
                    Clawback.prototype.amountMinor = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Clawback.prototype, "_saleId", {
                        get: $util.oneOfGetter($oneOfFields = ["saleId"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Clawback.prototype, "_externalOrderId", {
                        get: $util.oneOfGetter($oneOfFields = ["externalOrderId"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Clawback.prototype, "_amountMinor", {
                        get: $util.oneOfGetter($oneOfFields = ["amountMinor"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Clawback message. Does not implicitly {@link parasol.travel.v1.PayoutResponse.Clawback.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.PayoutResponse.Clawback
                     * @static
                     * @param {parasol.travel.v1.PayoutResponse.IClawback} message Clawback message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Clawback.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.saleId != null && Object.hasOwnProperty.call(message, "saleId"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.saleId);
                        if (message.externalOrderId != null && Object.hasOwnProperty.call(message, "externalOrderId"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.externalOrderId);
                        if (message.amount != null && Object.hasOwnProperty.call(message, "amount"))
                            $root.google.type.Decimal.encode(message.amount, writer.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                        if (message.amountMinor != null && Object.hasOwnProperty.call(message, "amountMinor"))
                            writer.uint32(/* id 4, wireType 0 =*/32).int64(message.amountMinor);
                        return writer;
                    };

                    /**
                     * Decodes a Clawback message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.PayoutResponse.Clawback
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.PayoutResponse.Clawback} Clawback
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Clawback.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.PayoutResponse.Clawback();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.saleId = reader.string();
                                    break;
                                }
                            case 2: {
                                    message.externalOrderId = reader.string();
                                    break;
                                }
                            case 3: {
                                    message.amount = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 4: {
                                    message.amountMinor = reader.int64();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Clawback;
                })();

                PayoutResponse.Meta = (function() {

                    /**
                     * Properties of a Meta.
                     * @memberof parasol.travel.v1.PayoutResponse
                     * @interface IMeta
                     * @property {string|null} [apiVersion] Meta apiVersion
                     */

                    /**
                     * Constructs a new Meta.
                     * @memberof parasol.travel.v1.PayoutResponse
                     * @classdesc Represents a Meta.
                     * @implements IMeta
                     * @constructor
                     * @param {parasol.travel.v1.PayoutResponse.IMeta=} [properties] Properties to set
                     */
                    function Meta(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Meta apiVersion.
                     * @member {string|null|undefined} apiVersion
                     * @memberof parasol.travel.v1.PayoutResponse.Meta
                     * @instance
                     */
                    Meta.prototype.apiVersion = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Meta.prototype, "_apiVersion", {
                        get: $util.oneOfGetter($oneOfFields = ["apiVersion"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Meta message. Does not implicitly {@link parasol.travel.v1.PayoutResponse.Meta.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.PayoutResponse.Meta
                     * @static
                     * @param {parasol.travel.v1.PayoutResponse.IMeta} message Meta message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Meta.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.apiVersion != null && Object.hasOwnProperty.call(message, "apiVersion"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.apiVersion);
                        return writer;
                    };

                    /**
                     * Decodes a Meta message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.PayoutResponse.Meta
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.PayoutResponse.Meta} Meta
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Meta.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.PayoutResponse.Meta();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.apiVersion = reader.string();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Meta;
                })();

                return PayoutResponse;
            })();

            v1.PayoutsRequest = (function() {

                /**
                 * Properties of a PayoutsRequest.
                 * @memberof parasol.travel.v1
                 * @interface IPayoutsRequest
                 * @property {number|null} [limit] PayoutsRequest limit
                 * @property {string|null} [cursor] PayoutsRequest cursor
                 */

                /**
                 * Constructs a new PayoutsRequest.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a PayoutsRequest.
                 * @implements IPayoutsRequest
                 * @constructor
                 * @param {parasol.travel.v1.IPayoutsRequest=} [properties] Properties to set
                 */
                function PayoutsRequest(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * PayoutsRequest limit.
                 * @member {number|null|undefined} limit
                 * @memberof parasol.travel.v1.PayoutsRequest
                 * @instance
                 */
                PayoutsRequest.prototype.limit = null;

                /**
                 * PayoutsRequest cursor.
                 * @member {string|null|undefined} cursor
                 * @memberof parasol.travel.v1.PayoutsRequest
                 * @instance
                 */
                PayoutsRequest.prototype.cursor = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PayoutsRequest.prototype, "_limit", {
                    get: $util.oneOfGetter($oneOfFields = ["limit"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PayoutsRequest.prototype, "_cursor", {
                    get: $util.oneOfGetter($oneOfFields = ["cursor"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified PayoutsRequest message. Does not implicitly {@link parasol.travel.v1.PayoutsRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.PayoutsRequest
                 * @static
                 * @param {parasol.travel.v1.IPayoutsRequest} message PayoutsRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                PayoutsRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.limit != null && Object.hasOwnProperty.call(message, "limit"))
                        writer.uint32(/* id 1, wireType 0 =*/8).int32(message.limit);
                    if (message.cursor != null && Object.hasOwnProperty.call(message, "cursor"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.cursor);
                    return writer;
                };

                /**
                 * Decodes a PayoutsRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.PayoutsRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.PayoutsRequest} PayoutsRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                PayoutsRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.PayoutsRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.limit = reader.int32();
                                break;
                            }
                        case 2: {
                                message.cursor = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return PayoutsRequest;
            })();

            v1.PayoutsResponse = (function() {

                /**
                 * Properties of a PayoutsResponse.
                 * @memberof parasol.travel.v1
                 * @interface IPayoutsResponse
                 * @property {boolean|null} [ok] PayoutsResponse ok
                 * @property {string|null} [mode] PayoutsResponse mode
                 * @property {string|null} [partner] PayoutsResponse partner
                 * @property {Array.<parasol.travel.v1.IPayout>|null} [payouts] PayoutsResponse payouts
                 * @property {string|null} [next] PayoutsResponse next
                 * @property {parasol.travel.v1.PayoutsResponse.IMeta|null} [meta] PayoutsResponse meta
                 */

                /**
                 * Constructs a new PayoutsResponse.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a PayoutsResponse.
                 * @implements IPayoutsResponse
                 * @constructor
                 * @param {parasol.travel.v1.IPayoutsResponse=} [properties] Properties to set
                 */
                function PayoutsResponse(properties) {
                    this.payouts = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * PayoutsResponse ok.
                 * @member {boolean|null|undefined} ok
                 * @memberof parasol.travel.v1.PayoutsResponse
                 * @instance
                 */
                PayoutsResponse.prototype.ok = null;

                /**
                 * PayoutsResponse mode.
                 * @member {string|null|undefined} mode
                 * @memberof parasol.travel.v1.PayoutsResponse
                 * @instance
                 */
                PayoutsResponse.prototype.mode = null;

                /**
                 * PayoutsResponse partner.
                 * @member {string|null|undefined} partner
                 * @memberof parasol.travel.v1.PayoutsResponse
                 * @instance
                 */
                PayoutsResponse.prototype.partner = null;

                /**
                 * PayoutsResponse payouts.
                 * @member {Array.<parasol.travel.v1.IPayout>} payouts
                 * @memberof parasol.travel.v1.PayoutsResponse
                 * @instance
                 */
                PayoutsResponse.prototype.payouts = $util.emptyArray;

                /**
                 * PayoutsResponse next.
                 * @member {string|null|undefined} next
                 * @memberof parasol.travel.v1.PayoutsResponse
                 * @instance
                 */
                PayoutsResponse.prototype.next = null;

                /**
                 * PayoutsResponse meta.
                 * @member {parasol.travel.v1.PayoutsResponse.IMeta|null|undefined} meta
                 * @memberof parasol.travel.v1.PayoutsResponse
                 * @instance
                 */
                PayoutsResponse.prototype.meta = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PayoutsResponse.prototype, "_ok", {
                    get: $util.oneOfGetter($oneOfFields = ["ok"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PayoutsResponse.prototype, "_mode", {
                    get: $util.oneOfGetter($oneOfFields = ["mode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PayoutsResponse.prototype, "_partner", {
                    get: $util.oneOfGetter($oneOfFields = ["partner"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PayoutsResponse.prototype, "_next", {
                    get: $util.oneOfGetter($oneOfFields = ["next"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified PayoutsResponse message. Does not implicitly {@link parasol.travel.v1.PayoutsResponse.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.PayoutsResponse
                 * @static
                 * @param {parasol.travel.v1.IPayoutsResponse} message PayoutsResponse message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                PayoutsResponse.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.ok != null && Object.hasOwnProperty.call(message, "ok"))
                        writer.uint32(/* id 1, wireType 0 =*/8).bool(message.ok);
                    if (message.mode != null && Object.hasOwnProperty.call(message, "mode"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.mode);
                    if (message.partner != null && Object.hasOwnProperty.call(message, "partner"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.partner);
                    if (message.payouts != null && message.payouts.length)
                        for (var i = 0; i < message.payouts.length; ++i)
                            $root.parasol.travel.v1.Payout.encode(message.payouts[i], writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                    if (message.next != null && Object.hasOwnProperty.call(message, "next"))
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.next);
                    if (message.meta != null && Object.hasOwnProperty.call(message, "meta"))
                        $root.parasol.travel.v1.PayoutsResponse.Meta.encode(message.meta, writer.uint32(/* id 6, wireType 2 =*/50).fork(), q + 1).ldelim();
                    return writer;
                };

                /**
                 * Decodes a PayoutsResponse message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.PayoutsResponse
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.PayoutsResponse} PayoutsResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                PayoutsResponse.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.PayoutsResponse();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.ok = reader.bool();
                                break;
                            }
                        case 2: {
                                message.mode = reader.string();
                                break;
                            }
                        case 3: {
                                message.partner = reader.string();
                                break;
                            }
                        case 4: {
                                if (!(message.payouts && message.payouts.length))
                                    message.payouts = [];
                                message.payouts.push($root.parasol.travel.v1.Payout.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        case 5: {
                                message.next = reader.string();
                                break;
                            }
                        case 6: {
                                message.meta = $root.parasol.travel.v1.PayoutsResponse.Meta.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                PayoutsResponse.Meta = (function() {

                    /**
                     * Properties of a Meta.
                     * @memberof parasol.travel.v1.PayoutsResponse
                     * @interface IMeta
                     * @property {string|null} [apiVersion] Meta apiVersion
                     */

                    /**
                     * Constructs a new Meta.
                     * @memberof parasol.travel.v1.PayoutsResponse
                     * @classdesc Represents a Meta.
                     * @implements IMeta
                     * @constructor
                     * @param {parasol.travel.v1.PayoutsResponse.IMeta=} [properties] Properties to set
                     */
                    function Meta(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Meta apiVersion.
                     * @member {string|null|undefined} apiVersion
                     * @memberof parasol.travel.v1.PayoutsResponse.Meta
                     * @instance
                     */
                    Meta.prototype.apiVersion = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Meta.prototype, "_apiVersion", {
                        get: $util.oneOfGetter($oneOfFields = ["apiVersion"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Meta message. Does not implicitly {@link parasol.travel.v1.PayoutsResponse.Meta.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.PayoutsResponse.Meta
                     * @static
                     * @param {parasol.travel.v1.PayoutsResponse.IMeta} message Meta message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Meta.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.apiVersion != null && Object.hasOwnProperty.call(message, "apiVersion"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.apiVersion);
                        return writer;
                    };

                    /**
                     * Decodes a Meta message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.PayoutsResponse.Meta
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.PayoutsResponse.Meta} Meta
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Meta.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.PayoutsResponse.Meta();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.apiVersion = reader.string();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Meta;
                })();

                return PayoutsResponse;
            })();

            v1.PostbackRequest = (function() {

                /**
                 * Properties of a PostbackRequest.
                 * @memberof parasol.travel.v1
                 * @interface IPostbackRequest
                 * @property {string|null} [ref] PostbackRequest ref
                 * @property {string|null} [externalOrderId] PostbackRequest externalOrderId
                 * @property {google.type.IDecimal|null} [amount] PostbackRequest amount
                 * @property {google.type.IDecimal|null} [commission] PostbackRequest commission
                 * @property {string|null} [subscriptionId] PostbackRequest subscriptionId
                 * @property {string|null} [currency] PostbackRequest currency
                 * @property {string|null} [status] PostbackRequest status
                 * @property {google.type.IDecimal|null} [partnerFeeAmount] PostbackRequest partnerFeeAmount
                 * @property {string|null} [contractVersion] PostbackRequest contractVersion
                 */

                /**
                 * Constructs a new PostbackRequest.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a PostbackRequest.
                 * @implements IPostbackRequest
                 * @constructor
                 * @param {parasol.travel.v1.IPostbackRequest=} [properties] Properties to set
                 */
                function PostbackRequest(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * PostbackRequest ref.
                 * @member {string|null|undefined} ref
                 * @memberof parasol.travel.v1.PostbackRequest
                 * @instance
                 */
                PostbackRequest.prototype.ref = null;

                /**
                 * PostbackRequest externalOrderId.
                 * @member {string|null|undefined} externalOrderId
                 * @memberof parasol.travel.v1.PostbackRequest
                 * @instance
                 */
                PostbackRequest.prototype.externalOrderId = null;

                /**
                 * PostbackRequest amount.
                 * @member {google.type.IDecimal|null|undefined} amount
                 * @memberof parasol.travel.v1.PostbackRequest
                 * @instance
                 */
                PostbackRequest.prototype.amount = null;

                /**
                 * PostbackRequest commission.
                 * @member {google.type.IDecimal|null|undefined} commission
                 * @memberof parasol.travel.v1.PostbackRequest
                 * @instance
                 */
                PostbackRequest.prototype.commission = null;

                /**
                 * PostbackRequest subscriptionId.
                 * @member {string|null|undefined} subscriptionId
                 * @memberof parasol.travel.v1.PostbackRequest
                 * @instance
                 */
                PostbackRequest.prototype.subscriptionId = null;

                /**
                 * PostbackRequest currency.
                 * @member {string|null|undefined} currency
                 * @memberof parasol.travel.v1.PostbackRequest
                 * @instance
                 */
                PostbackRequest.prototype.currency = null;

                /**
                 * PostbackRequest status.
                 * @member {string|null|undefined} status
                 * @memberof parasol.travel.v1.PostbackRequest
                 * @instance
                 */
                PostbackRequest.prototype.status = null;

                /**
                 * PostbackRequest partnerFeeAmount.
                 * @member {google.type.IDecimal|null|undefined} partnerFeeAmount
                 * @memberof parasol.travel.v1.PostbackRequest
                 * @instance
                 */
                PostbackRequest.prototype.partnerFeeAmount = null;

                /**
                 * PostbackRequest contractVersion.
                 * @member {string|null|undefined} contractVersion
                 * @memberof parasol.travel.v1.PostbackRequest
                 * @instance
                 */
                PostbackRequest.prototype.contractVersion = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PostbackRequest.prototype, "_ref", {
                    get: $util.oneOfGetter($oneOfFields = ["ref"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PostbackRequest.prototype, "_externalOrderId", {
                    get: $util.oneOfGetter($oneOfFields = ["externalOrderId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PostbackRequest.prototype, "_subscriptionId", {
                    get: $util.oneOfGetter($oneOfFields = ["subscriptionId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PostbackRequest.prototype, "_currency", {
                    get: $util.oneOfGetter($oneOfFields = ["currency"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PostbackRequest.prototype, "_status", {
                    get: $util.oneOfGetter($oneOfFields = ["status"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PostbackRequest.prototype, "_contractVersion", {
                    get: $util.oneOfGetter($oneOfFields = ["contractVersion"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified PostbackRequest message. Does not implicitly {@link parasol.travel.v1.PostbackRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.PostbackRequest
                 * @static
                 * @param {parasol.travel.v1.IPostbackRequest} message PostbackRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                PostbackRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.ref != null && Object.hasOwnProperty.call(message, "ref"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.ref);
                    if (message.externalOrderId != null && Object.hasOwnProperty.call(message, "externalOrderId"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.externalOrderId);
                    if (message.amount != null && Object.hasOwnProperty.call(message, "amount"))
                        $root.google.type.Decimal.encode(message.amount, writer.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                    if (message.commission != null && Object.hasOwnProperty.call(message, "commission"))
                        $root.google.type.Decimal.encode(message.commission, writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                    if (message.currency != null && Object.hasOwnProperty.call(message, "currency"))
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.currency);
                    if (message.status != null && Object.hasOwnProperty.call(message, "status"))
                        writer.uint32(/* id 6, wireType 2 =*/50).string(message.status);
                    if (message.partnerFeeAmount != null && Object.hasOwnProperty.call(message, "partnerFeeAmount"))
                        $root.google.type.Decimal.encode(message.partnerFeeAmount, writer.uint32(/* id 7, wireType 2 =*/58).fork(), q + 1).ldelim();
                    if (message.contractVersion != null && Object.hasOwnProperty.call(message, "contractVersion"))
                        writer.uint32(/* id 8, wireType 2 =*/66).string(message.contractVersion);
                    if (message.subscriptionId != null && Object.hasOwnProperty.call(message, "subscriptionId"))
                        writer.uint32(/* id 9, wireType 2 =*/74).string(message.subscriptionId);
                    return writer;
                };

                /**
                 * Decodes a PostbackRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.PostbackRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.PostbackRequest} PostbackRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                PostbackRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.PostbackRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.ref = reader.string();
                                break;
                            }
                        case 2: {
                                message.externalOrderId = reader.string();
                                break;
                            }
                        case 3: {
                                message.amount = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 4: {
                                message.commission = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 9: {
                                message.subscriptionId = reader.string();
                                break;
                            }
                        case 5: {
                                message.currency = reader.string();
                                break;
                            }
                        case 6: {
                                message.status = reader.string();
                                break;
                            }
                        case 7: {
                                message.partnerFeeAmount = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 8: {
                                message.contractVersion = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return PostbackRequest;
            })();

            v1.PostbackResponse = (function() {

                /**
                 * Properties of a PostbackResponse.
                 * @memberof parasol.travel.v1
                 * @interface IPostbackResponse
                 * @property {boolean|null} [ok] PostbackResponse ok
                 * @property {string|null} [mode] PostbackResponse mode
                 * @property {string|null} [outcome] PostbackResponse outcome
                 * @property {parasol.travel.v1.ISale|null} [sale] PostbackResponse sale
                 * @property {Array.<parasol.travel.v1.ILedgerEntry>|null} [entries] PostbackResponse entries
                 * @property {parasol.travel.v1.PostbackResponse.IMeta|null} [meta] PostbackResponse meta
                 */

                /**
                 * Constructs a new PostbackResponse.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a PostbackResponse.
                 * @implements IPostbackResponse
                 * @constructor
                 * @param {parasol.travel.v1.IPostbackResponse=} [properties] Properties to set
                 */
                function PostbackResponse(properties) {
                    this.entries = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * PostbackResponse ok.
                 * @member {boolean|null|undefined} ok
                 * @memberof parasol.travel.v1.PostbackResponse
                 * @instance
                 */
                PostbackResponse.prototype.ok = null;

                /**
                 * PostbackResponse mode.
                 * @member {string|null|undefined} mode
                 * @memberof parasol.travel.v1.PostbackResponse
                 * @instance
                 */
                PostbackResponse.prototype.mode = null;

                /**
                 * PostbackResponse outcome.
                 * @member {string|null|undefined} outcome
                 * @memberof parasol.travel.v1.PostbackResponse
                 * @instance
                 */
                PostbackResponse.prototype.outcome = null;

                /**
                 * PostbackResponse sale.
                 * @member {parasol.travel.v1.ISale|null|undefined} sale
                 * @memberof parasol.travel.v1.PostbackResponse
                 * @instance
                 */
                PostbackResponse.prototype.sale = null;

                /**
                 * PostbackResponse entries.
                 * @member {Array.<parasol.travel.v1.ILedgerEntry>} entries
                 * @memberof parasol.travel.v1.PostbackResponse
                 * @instance
                 */
                PostbackResponse.prototype.entries = $util.emptyArray;

                /**
                 * PostbackResponse meta.
                 * @member {parasol.travel.v1.PostbackResponse.IMeta|null|undefined} meta
                 * @memberof parasol.travel.v1.PostbackResponse
                 * @instance
                 */
                PostbackResponse.prototype.meta = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PostbackResponse.prototype, "_ok", {
                    get: $util.oneOfGetter($oneOfFields = ["ok"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PostbackResponse.prototype, "_mode", {
                    get: $util.oneOfGetter($oneOfFields = ["mode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PostbackResponse.prototype, "_outcome", {
                    get: $util.oneOfGetter($oneOfFields = ["outcome"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified PostbackResponse message. Does not implicitly {@link parasol.travel.v1.PostbackResponse.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.PostbackResponse
                 * @static
                 * @param {parasol.travel.v1.IPostbackResponse} message PostbackResponse message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                PostbackResponse.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.ok != null && Object.hasOwnProperty.call(message, "ok"))
                        writer.uint32(/* id 1, wireType 0 =*/8).bool(message.ok);
                    if (message.mode != null && Object.hasOwnProperty.call(message, "mode"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.mode);
                    if (message.outcome != null && Object.hasOwnProperty.call(message, "outcome"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.outcome);
                    if (message.sale != null && Object.hasOwnProperty.call(message, "sale"))
                        $root.parasol.travel.v1.Sale.encode(message.sale, writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                    if (message.entries != null && message.entries.length)
                        for (var i = 0; i < message.entries.length; ++i)
                            $root.parasol.travel.v1.LedgerEntry.encode(message.entries[i], writer.uint32(/* id 5, wireType 2 =*/42).fork(), q + 1).ldelim();
                    if (message.meta != null && Object.hasOwnProperty.call(message, "meta"))
                        $root.parasol.travel.v1.PostbackResponse.Meta.encode(message.meta, writer.uint32(/* id 6, wireType 2 =*/50).fork(), q + 1).ldelim();
                    return writer;
                };

                /**
                 * Decodes a PostbackResponse message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.PostbackResponse
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.PostbackResponse} PostbackResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                PostbackResponse.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.PostbackResponse();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.ok = reader.bool();
                                break;
                            }
                        case 2: {
                                message.mode = reader.string();
                                break;
                            }
                        case 3: {
                                message.outcome = reader.string();
                                break;
                            }
                        case 4: {
                                message.sale = $root.parasol.travel.v1.Sale.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 5: {
                                if (!(message.entries && message.entries.length))
                                    message.entries = [];
                                message.entries.push($root.parasol.travel.v1.LedgerEntry.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        case 6: {
                                message.meta = $root.parasol.travel.v1.PostbackResponse.Meta.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                PostbackResponse.Meta = (function() {

                    /**
                     * Properties of a Meta.
                     * @memberof parasol.travel.v1.PostbackResponse
                     * @interface IMeta
                     * @property {string|null} [apiVersion] Meta apiVersion
                     * @property {Array.<string>|null} [warnings] Meta warnings
                     * @property {Array.<string>|null} [unknownFields] Meta unknownFields
                     * @property {string|null} [contractVersion] Meta contractVersion
                     */

                    /**
                     * Constructs a new Meta.
                     * @memberof parasol.travel.v1.PostbackResponse
                     * @classdesc Represents a Meta.
                     * @implements IMeta
                     * @constructor
                     * @param {parasol.travel.v1.PostbackResponse.IMeta=} [properties] Properties to set
                     */
                    function Meta(properties) {
                        this.warnings = [];
                        this.unknownFields = [];
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Meta apiVersion.
                     * @member {string|null|undefined} apiVersion
                     * @memberof parasol.travel.v1.PostbackResponse.Meta
                     * @instance
                     */
                    Meta.prototype.apiVersion = null;

                    /**
                     * Meta warnings.
                     * @member {Array.<string>} warnings
                     * @memberof parasol.travel.v1.PostbackResponse.Meta
                     * @instance
                     */
                    Meta.prototype.warnings = $util.emptyArray;

                    /**
                     * Meta unknownFields.
                     * @member {Array.<string>} unknownFields
                     * @memberof parasol.travel.v1.PostbackResponse.Meta
                     * @instance
                     */
                    Meta.prototype.unknownFields = $util.emptyArray;

                    /**
                     * Meta contractVersion.
                     * @member {string|null|undefined} contractVersion
                     * @memberof parasol.travel.v1.PostbackResponse.Meta
                     * @instance
                     */
                    Meta.prototype.contractVersion = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Meta.prototype, "_apiVersion", {
                        get: $util.oneOfGetter($oneOfFields = ["apiVersion"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Meta.prototype, "_contractVersion", {
                        get: $util.oneOfGetter($oneOfFields = ["contractVersion"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Meta message. Does not implicitly {@link parasol.travel.v1.PostbackResponse.Meta.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.PostbackResponse.Meta
                     * @static
                     * @param {parasol.travel.v1.PostbackResponse.IMeta} message Meta message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Meta.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.apiVersion != null && Object.hasOwnProperty.call(message, "apiVersion"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.apiVersion);
                        if (message.contractVersion != null && Object.hasOwnProperty.call(message, "contractVersion"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.contractVersion);
                        if (message.warnings != null && message.warnings.length)
                            for (var i = 0; i < message.warnings.length; ++i)
                                writer.uint32(/* id 3, wireType 2 =*/26).string(message.warnings[i]);
                        if (message.unknownFields != null && message.unknownFields.length)
                            for (var i = 0; i < message.unknownFields.length; ++i)
                                writer.uint32(/* id 4, wireType 2 =*/34).string(message.unknownFields[i]);
                        return writer;
                    };

                    /**
                     * Decodes a Meta message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.PostbackResponse.Meta
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.PostbackResponse.Meta} Meta
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Meta.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.PostbackResponse.Meta();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.apiVersion = reader.string();
                                    break;
                                }
                            case 3: {
                                    if (!(message.warnings && message.warnings.length))
                                        message.warnings = [];
                                    message.warnings.push(reader.string());
                                    break;
                                }
                            case 4: {
                                    if (!(message.unknownFields && message.unknownFields.length))
                                        message.unknownFields = [];
                                    message.unknownFields.push(reader.string());
                                    break;
                                }
                            case 2: {
                                    message.contractVersion = reader.string();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Meta;
                })();

                return PostbackResponse;
            })();

            v1.QuoteRequest = (function() {

                /**
                 * Properties of a QuoteRequest.
                 * @memberof parasol.travel.v1
                 * @interface IQuoteRequest
                 * @property {parasol.travel.v1.ITrip|null} [trip] QuoteRequest trip
                 * @property {parasol.travel.v1.ITrip|null} [tripInfo] QuoteRequest tripInfo
                 * @property {string|null} [sessionId] QuoteRequest sessionId
                 * @property {string|null} [language] QuoteRequest language
                 */

                /**
                 * Constructs a new QuoteRequest.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a QuoteRequest.
                 * @implements IQuoteRequest
                 * @constructor
                 * @param {parasol.travel.v1.IQuoteRequest=} [properties] Properties to set
                 */
                function QuoteRequest(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * QuoteRequest trip.
                 * @member {parasol.travel.v1.ITrip|null|undefined} trip
                 * @memberof parasol.travel.v1.QuoteRequest
                 * @instance
                 */
                QuoteRequest.prototype.trip = null;

                /**
                 * QuoteRequest tripInfo.
                 * @member {parasol.travel.v1.ITrip|null|undefined} tripInfo
                 * @memberof parasol.travel.v1.QuoteRequest
                 * @instance
                 */
                QuoteRequest.prototype.tripInfo = null;

                /**
                 * QuoteRequest sessionId.
                 * @member {string|null|undefined} sessionId
                 * @memberof parasol.travel.v1.QuoteRequest
                 * @instance
                 */
                QuoteRequest.prototype.sessionId = null;

                /**
                 * QuoteRequest language.
                 * @member {string|null|undefined} language
                 * @memberof parasol.travel.v1.QuoteRequest
                 * @instance
                 */
                QuoteRequest.prototype.language = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(QuoteRequest.prototype, "_sessionId", {
                    get: $util.oneOfGetter($oneOfFields = ["sessionId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(QuoteRequest.prototype, "_language", {
                    get: $util.oneOfGetter($oneOfFields = ["language"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified QuoteRequest message. Does not implicitly {@link parasol.travel.v1.QuoteRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.QuoteRequest
                 * @static
                 * @param {parasol.travel.v1.IQuoteRequest} message QuoteRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                QuoteRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.trip != null && Object.hasOwnProperty.call(message, "trip"))
                        $root.parasol.travel.v1.Trip.encode(message.trip, writer.uint32(/* id 1, wireType 2 =*/10).fork(), q + 1).ldelim();
                    if (message.tripInfo != null && Object.hasOwnProperty.call(message, "tripInfo"))
                        $root.parasol.travel.v1.Trip.encode(message.tripInfo, writer.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                    if (message.sessionId != null && Object.hasOwnProperty.call(message, "sessionId"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.sessionId);
                    if (message.language != null && Object.hasOwnProperty.call(message, "language"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.language);
                    return writer;
                };

                /**
                 * Decodes a QuoteRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.QuoteRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.QuoteRequest} QuoteRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                QuoteRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.QuoteRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.trip = $root.parasol.travel.v1.Trip.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 2: {
                                message.tripInfo = $root.parasol.travel.v1.Trip.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 3: {
                                message.sessionId = reader.string();
                                break;
                            }
                        case 4: {
                                message.language = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return QuoteRequest;
            })();

            v1.QuoteResponse = (function() {

                /**
                 * Properties of a QuoteResponse.
                 * @memberof parasol.travel.v1
                 * @interface IQuoteResponse
                 * @property {boolean|null} [ok] QuoteResponse ok
                 * @property {string|null} [mode] QuoteResponse mode
                 * @property {string|null} [sessionId] QuoteResponse sessionId
                 * @property {Array.<parasol.travel.v1.IOffer>|null} [offers] QuoteResponse offers
                 * @property {number|null} [unpricedCount] QuoteResponse unpricedCount
                 * @property {number|null} [redirectOnlyCount] QuoteResponse redirectOnlyCount
                 * @property {number|null} [nearMissCount] QuoteResponse nearMissCount
                 * @property {parasol.travel.v1.INormalisedTrip|null} [trip] QuoteResponse trip
                 * @property {parasol.travel.v1.QuoteResponse.IQuote|null} [quote] QuoteResponse quote
                 * @property {parasol.travel.v1.QuoteResponse.IMeta|null} [meta] QuoteResponse meta
                 */

                /**
                 * Constructs a new QuoteResponse.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a QuoteResponse.
                 * @implements IQuoteResponse
                 * @constructor
                 * @param {parasol.travel.v1.IQuoteResponse=} [properties] Properties to set
                 */
                function QuoteResponse(properties) {
                    this.offers = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * QuoteResponse ok.
                 * @member {boolean|null|undefined} ok
                 * @memberof parasol.travel.v1.QuoteResponse
                 * @instance
                 */
                QuoteResponse.prototype.ok = null;

                /**
                 * QuoteResponse mode.
                 * @member {string|null|undefined} mode
                 * @memberof parasol.travel.v1.QuoteResponse
                 * @instance
                 */
                QuoteResponse.prototype.mode = null;

                /**
                 * QuoteResponse sessionId.
                 * @member {string|null|undefined} sessionId
                 * @memberof parasol.travel.v1.QuoteResponse
                 * @instance
                 */
                QuoteResponse.prototype.sessionId = null;

                /**
                 * QuoteResponse offers.
                 * @member {Array.<parasol.travel.v1.IOffer>} offers
                 * @memberof parasol.travel.v1.QuoteResponse
                 * @instance
                 */
                QuoteResponse.prototype.offers = $util.emptyArray;

                /**
                 * QuoteResponse unpricedCount.
                 * @member {number|null|undefined} unpricedCount
                 * @memberof parasol.travel.v1.QuoteResponse
                 * @instance
                 */
                QuoteResponse.prototype.unpricedCount = null;

                /**
                 * QuoteResponse redirectOnlyCount.
                 * @member {number|null|undefined} redirectOnlyCount
                 * @memberof parasol.travel.v1.QuoteResponse
                 * @instance
                 */
                QuoteResponse.prototype.redirectOnlyCount = null;

                /**
                 * QuoteResponse nearMissCount.
                 * @member {number|null|undefined} nearMissCount
                 * @memberof parasol.travel.v1.QuoteResponse
                 * @instance
                 */
                QuoteResponse.prototype.nearMissCount = null;

                /**
                 * QuoteResponse trip.
                 * @member {parasol.travel.v1.INormalisedTrip|null|undefined} trip
                 * @memberof parasol.travel.v1.QuoteResponse
                 * @instance
                 */
                QuoteResponse.prototype.trip = null;

                /**
                 * QuoteResponse quote.
                 * @member {parasol.travel.v1.QuoteResponse.IQuote|null|undefined} quote
                 * @memberof parasol.travel.v1.QuoteResponse
                 * @instance
                 */
                QuoteResponse.prototype.quote = null;

                /**
                 * QuoteResponse meta.
                 * @member {parasol.travel.v1.QuoteResponse.IMeta|null|undefined} meta
                 * @memberof parasol.travel.v1.QuoteResponse
                 * @instance
                 */
                QuoteResponse.prototype.meta = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(QuoteResponse.prototype, "_ok", {
                    get: $util.oneOfGetter($oneOfFields = ["ok"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(QuoteResponse.prototype, "_mode", {
                    get: $util.oneOfGetter($oneOfFields = ["mode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(QuoteResponse.prototype, "_sessionId", {
                    get: $util.oneOfGetter($oneOfFields = ["sessionId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(QuoteResponse.prototype, "_unpricedCount", {
                    get: $util.oneOfGetter($oneOfFields = ["unpricedCount"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(QuoteResponse.prototype, "_redirectOnlyCount", {
                    get: $util.oneOfGetter($oneOfFields = ["redirectOnlyCount"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(QuoteResponse.prototype, "_nearMissCount", {
                    get: $util.oneOfGetter($oneOfFields = ["nearMissCount"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified QuoteResponse message. Does not implicitly {@link parasol.travel.v1.QuoteResponse.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.QuoteResponse
                 * @static
                 * @param {parasol.travel.v1.IQuoteResponse} message QuoteResponse message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                QuoteResponse.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.ok != null && Object.hasOwnProperty.call(message, "ok"))
                        writer.uint32(/* id 1, wireType 0 =*/8).bool(message.ok);
                    if (message.mode != null && Object.hasOwnProperty.call(message, "mode"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.mode);
                    if (message.sessionId != null && Object.hasOwnProperty.call(message, "sessionId"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.sessionId);
                    if (message.offers != null && message.offers.length)
                        for (var i = 0; i < message.offers.length; ++i)
                            $root.parasol.travel.v1.Offer.encode(message.offers[i], writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                    if (message.unpricedCount != null && Object.hasOwnProperty.call(message, "unpricedCount"))
                        writer.uint32(/* id 5, wireType 0 =*/40).int64(message.unpricedCount);
                    if (message.redirectOnlyCount != null && Object.hasOwnProperty.call(message, "redirectOnlyCount"))
                        writer.uint32(/* id 6, wireType 0 =*/48).int64(message.redirectOnlyCount);
                    if (message.nearMissCount != null && Object.hasOwnProperty.call(message, "nearMissCount"))
                        writer.uint32(/* id 7, wireType 0 =*/56).int64(message.nearMissCount);
                    if (message.trip != null && Object.hasOwnProperty.call(message, "trip"))
                        $root.parasol.travel.v1.NormalisedTrip.encode(message.trip, writer.uint32(/* id 8, wireType 2 =*/66).fork(), q + 1).ldelim();
                    if (message.quote != null && Object.hasOwnProperty.call(message, "quote"))
                        $root.parasol.travel.v1.QuoteResponse.Quote.encode(message.quote, writer.uint32(/* id 9, wireType 2 =*/74).fork(), q + 1).ldelim();
                    if (message.meta != null && Object.hasOwnProperty.call(message, "meta"))
                        $root.parasol.travel.v1.QuoteResponse.Meta.encode(message.meta, writer.uint32(/* id 10, wireType 2 =*/82).fork(), q + 1).ldelim();
                    return writer;
                };

                /**
                 * Decodes a QuoteResponse message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.QuoteResponse
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.QuoteResponse} QuoteResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                QuoteResponse.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.QuoteResponse();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.ok = reader.bool();
                                break;
                            }
                        case 2: {
                                message.mode = reader.string();
                                break;
                            }
                        case 3: {
                                message.sessionId = reader.string();
                                break;
                            }
                        case 4: {
                                if (!(message.offers && message.offers.length))
                                    message.offers = [];
                                message.offers.push($root.parasol.travel.v1.Offer.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        case 5: {
                                message.unpricedCount = reader.int64();
                                break;
                            }
                        case 6: {
                                message.redirectOnlyCount = reader.int64();
                                break;
                            }
                        case 7: {
                                message.nearMissCount = reader.int64();
                                break;
                            }
                        case 8: {
                                message.trip = $root.parasol.travel.v1.NormalisedTrip.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 9: {
                                message.quote = $root.parasol.travel.v1.QuoteResponse.Quote.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 10: {
                                message.meta = $root.parasol.travel.v1.QuoteResponse.Meta.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                QuoteResponse.Quote = (function() {

                    /**
                     * Properties of a Quote.
                     * @memberof parasol.travel.v1.QuoteResponse
                     * @interface IQuote
                     * @property {string|null} [mode] Quote mode
                     * @property {number|null} [days] Quote days
                     * @property {number|null} [travellers] Quote travellers
                     * @property {string|null} [expiresAt] Quote expiresAt
                     */

                    /**
                     * Constructs a new Quote.
                     * @memberof parasol.travel.v1.QuoteResponse
                     * @classdesc Represents a Quote.
                     * @implements IQuote
                     * @constructor
                     * @param {parasol.travel.v1.QuoteResponse.IQuote=} [properties] Properties to set
                     */
                    function Quote(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Quote mode.
                     * @member {string|null|undefined} mode
                     * @memberof parasol.travel.v1.QuoteResponse.Quote
                     * @instance
                     */
                    Quote.prototype.mode = null;

                    /**
                     * Quote days.
                     * @member {number|null|undefined} days
                     * @memberof parasol.travel.v1.QuoteResponse.Quote
                     * @instance
                     */
                    Quote.prototype.days = null;

                    /**
                     * Quote travellers.
                     * @member {number|null|undefined} travellers
                     * @memberof parasol.travel.v1.QuoteResponse.Quote
                     * @instance
                     */
                    Quote.prototype.travellers = null;

                    /**
                     * Quote expiresAt.
                     * @member {string|null|undefined} expiresAt
                     * @memberof parasol.travel.v1.QuoteResponse.Quote
                     * @instance
                     */
                    Quote.prototype.expiresAt = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Quote.prototype, "_mode", {
                        get: $util.oneOfGetter($oneOfFields = ["mode"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Quote.prototype, "_days", {
                        get: $util.oneOfGetter($oneOfFields = ["days"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Quote.prototype, "_travellers", {
                        get: $util.oneOfGetter($oneOfFields = ["travellers"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Quote.prototype, "_expiresAt", {
                        get: $util.oneOfGetter($oneOfFields = ["expiresAt"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Quote message. Does not implicitly {@link parasol.travel.v1.QuoteResponse.Quote.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.QuoteResponse.Quote
                     * @static
                     * @param {parasol.travel.v1.QuoteResponse.IQuote} message Quote message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Quote.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.mode != null && Object.hasOwnProperty.call(message, "mode"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.mode);
                        if (message.days != null && Object.hasOwnProperty.call(message, "days"))
                            writer.uint32(/* id 2, wireType 0 =*/16).int64(message.days);
                        if (message.travellers != null && Object.hasOwnProperty.call(message, "travellers"))
                            writer.uint32(/* id 3, wireType 0 =*/24).int32(message.travellers);
                        if (message.expiresAt != null && Object.hasOwnProperty.call(message, "expiresAt"))
                            writer.uint32(/* id 4, wireType 2 =*/34).string(message.expiresAt);
                        return writer;
                    };

                    /**
                     * Decodes a Quote message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.QuoteResponse.Quote
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.QuoteResponse.Quote} Quote
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Quote.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.QuoteResponse.Quote();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.mode = reader.string();
                                    break;
                                }
                            case 2: {
                                    message.days = reader.int64();
                                    break;
                                }
                            case 3: {
                                    message.travellers = reader.int32();
                                    break;
                                }
                            case 4: {
                                    message.expiresAt = reader.string();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Quote;
                })();

                QuoteResponse.Meta = (function() {

                    /**
                     * Properties of a Meta.
                     * @memberof parasol.travel.v1.QuoteResponse
                     * @interface IMeta
                     * @property {string|null} [apiVersion] Meta apiVersion
                     * @property {Array.<string>|null} [warnings] Meta warnings
                     * @property {Array.<string>|null} [unknownFields] Meta unknownFields
                     * @property {string|null} [language] Meta language
                     * @property {string|null} [notice] Meta notice
                     * @property {parasol.travel.v1.QuoteResponse.Meta.IPartnerFee|null} [partnerFee] Meta partnerFee
                     */

                    /**
                     * Constructs a new Meta.
                     * @memberof parasol.travel.v1.QuoteResponse
                     * @classdesc Represents a Meta.
                     * @implements IMeta
                     * @constructor
                     * @param {parasol.travel.v1.QuoteResponse.IMeta=} [properties] Properties to set
                     */
                    function Meta(properties) {
                        this.warnings = [];
                        this.unknownFields = [];
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Meta apiVersion.
                     * @member {string|null|undefined} apiVersion
                     * @memberof parasol.travel.v1.QuoteResponse.Meta
                     * @instance
                     */
                    Meta.prototype.apiVersion = null;

                    /**
                     * Meta warnings.
                     * @member {Array.<string>} warnings
                     * @memberof parasol.travel.v1.QuoteResponse.Meta
                     * @instance
                     */
                    Meta.prototype.warnings = $util.emptyArray;

                    /**
                     * Meta unknownFields.
                     * @member {Array.<string>} unknownFields
                     * @memberof parasol.travel.v1.QuoteResponse.Meta
                     * @instance
                     */
                    Meta.prototype.unknownFields = $util.emptyArray;

                    /**
                     * Meta language.
                     * @member {string|null|undefined} language
                     * @memberof parasol.travel.v1.QuoteResponse.Meta
                     * @instance
                     */
                    Meta.prototype.language = null;

                    /**
                     * Meta notice.
                     * @member {string|null|undefined} notice
                     * @memberof parasol.travel.v1.QuoteResponse.Meta
                     * @instance
                     */
                    Meta.prototype.notice = null;

                    /**
                     * Meta partnerFee.
                     * @member {parasol.travel.v1.QuoteResponse.Meta.IPartnerFee|null|undefined} partnerFee
                     * @memberof parasol.travel.v1.QuoteResponse.Meta
                     * @instance
                     */
                    Meta.prototype.partnerFee = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Meta.prototype, "_apiVersion", {
                        get: $util.oneOfGetter($oneOfFields = ["apiVersion"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Meta.prototype, "_language", {
                        get: $util.oneOfGetter($oneOfFields = ["language"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Meta.prototype, "_notice", {
                        get: $util.oneOfGetter($oneOfFields = ["notice"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Meta message. Does not implicitly {@link parasol.travel.v1.QuoteResponse.Meta.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.QuoteResponse.Meta
                     * @static
                     * @param {parasol.travel.v1.QuoteResponse.IMeta} message Meta message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Meta.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.apiVersion != null && Object.hasOwnProperty.call(message, "apiVersion"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.apiVersion);
                        if (message.language != null && Object.hasOwnProperty.call(message, "language"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.language);
                        if (message.notice != null && Object.hasOwnProperty.call(message, "notice"))
                            writer.uint32(/* id 3, wireType 2 =*/26).string(message.notice);
                        if (message.partnerFee != null && Object.hasOwnProperty.call(message, "partnerFee"))
                            $root.parasol.travel.v1.QuoteResponse.Meta.PartnerFee.encode(message.partnerFee, writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                        if (message.warnings != null && message.warnings.length)
                            for (var i = 0; i < message.warnings.length; ++i)
                                writer.uint32(/* id 5, wireType 2 =*/42).string(message.warnings[i]);
                        if (message.unknownFields != null && message.unknownFields.length)
                            for (var i = 0; i < message.unknownFields.length; ++i)
                                writer.uint32(/* id 6, wireType 2 =*/50).string(message.unknownFields[i]);
                        return writer;
                    };

                    /**
                     * Decodes a Meta message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.QuoteResponse.Meta
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.QuoteResponse.Meta} Meta
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Meta.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.QuoteResponse.Meta();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.apiVersion = reader.string();
                                    break;
                                }
                            case 5: {
                                    if (!(message.warnings && message.warnings.length))
                                        message.warnings = [];
                                    message.warnings.push(reader.string());
                                    break;
                                }
                            case 6: {
                                    if (!(message.unknownFields && message.unknownFields.length))
                                        message.unknownFields = [];
                                    message.unknownFields.push(reader.string());
                                    break;
                                }
                            case 2: {
                                    message.language = reader.string();
                                    break;
                                }
                            case 3: {
                                    message.notice = reader.string();
                                    break;
                                }
                            case 4: {
                                    message.partnerFee = $root.parasol.travel.v1.QuoteResponse.Meta.PartnerFee.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    Meta.PartnerFee = (function() {

                        /**
                         * Properties of a PartnerFee.
                         * @memberof parasol.travel.v1.QuoteResponse.Meta
                         * @interface IPartnerFee
                         * @property {number|null} [feeBps] PartnerFee feeBps
                         * @property {number|null} [upliftBps] PartnerFee upliftBps
                         * @property {number|null} [commissionBps] PartnerFee commissionBps
                         */

                        /**
                         * Constructs a new PartnerFee.
                         * @memberof parasol.travel.v1.QuoteResponse.Meta
                         * @classdesc Represents a PartnerFee.
                         * @implements IPartnerFee
                         * @constructor
                         * @param {parasol.travel.v1.QuoteResponse.Meta.IPartnerFee=} [properties] Properties to set
                         */
                        function PartnerFee(properties) {
                            if (properties)
                                for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                    if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                        this[keys[i]] = properties[keys[i]];
                        }

                        /**
                         * PartnerFee feeBps.
                         * @member {number|null|undefined} feeBps
                         * @memberof parasol.travel.v1.QuoteResponse.Meta.PartnerFee
                         * @instance
                         */
                        PartnerFee.prototype.feeBps = null;

                        /**
                         * PartnerFee upliftBps.
                         * @member {number|null|undefined} upliftBps
                         * @memberof parasol.travel.v1.QuoteResponse.Meta.PartnerFee
                         * @instance
                         */
                        PartnerFee.prototype.upliftBps = null;

                        /**
                         * PartnerFee commissionBps.
                         * @member {number|null|undefined} commissionBps
                         * @memberof parasol.travel.v1.QuoteResponse.Meta.PartnerFee
                         * @instance
                         */
                        PartnerFee.prototype.commissionBps = null;

                        // OneOf field names bound to virtual getters and setters
                        var $oneOfFields;

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(PartnerFee.prototype, "_feeBps", {
                            get: $util.oneOfGetter($oneOfFields = ["feeBps"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(PartnerFee.prototype, "_upliftBps", {
                            get: $util.oneOfGetter($oneOfFields = ["upliftBps"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        // Virtual OneOf for proto3 optional field
                        Object.defineProperty(PartnerFee.prototype, "_commissionBps", {
                            get: $util.oneOfGetter($oneOfFields = ["commissionBps"]),
                            set: $util.oneOfSetter($oneOfFields)
                        });

                        /**
                         * Encodes the specified PartnerFee message. Does not implicitly {@link parasol.travel.v1.QuoteResponse.Meta.PartnerFee.verify|verify} messages.
                         * @function encode
                         * @memberof parasol.travel.v1.QuoteResponse.Meta.PartnerFee
                         * @static
                         * @param {parasol.travel.v1.QuoteResponse.Meta.IPartnerFee} message PartnerFee message or plain object to encode
                         * @param {$protobuf.Writer} [writer] Writer to encode to
                         * @returns {$protobuf.Writer} Writer
                         */
                        PartnerFee.encode = function encode(message, writer, q) {
                            if (!writer)
                                writer = $Writer.create();
                            if (q === undefined)
                                q = 0;
                            if (q > $util.recursionLimit)
                                throw Error("max depth exceeded");
                            if (message.feeBps != null && Object.hasOwnProperty.call(message, "feeBps"))
                                writer.uint32(/* id 1, wireType 0 =*/8).int64(message.feeBps);
                            if (message.upliftBps != null && Object.hasOwnProperty.call(message, "upliftBps"))
                                writer.uint32(/* id 2, wireType 0 =*/16).int64(message.upliftBps);
                            if (message.commissionBps != null && Object.hasOwnProperty.call(message, "commissionBps"))
                                writer.uint32(/* id 3, wireType 0 =*/24).int64(message.commissionBps);
                            return writer;
                        };

                        /**
                         * Decodes a PartnerFee message from the specified reader or buffer.
                         * @function decode
                         * @memberof parasol.travel.v1.QuoteResponse.Meta.PartnerFee
                         * @static
                         * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                         * @param {number} [length] Message length if known beforehand
                         * @returns {parasol.travel.v1.QuoteResponse.Meta.PartnerFee} PartnerFee
                         * @throws {Error} If the payload is not a reader or valid buffer
                         * @throws {$protobuf.util.ProtocolError} If required fields are missing
                         */
                        PartnerFee.decode = function decode(reader, length, error, long) {
                            if (!(reader instanceof $Reader))
                                reader = $Reader.create(reader);
                            if (long === undefined)
                                long = 0;
                            if (long > $Reader.recursionLimit)
                                throw Error("maximum nesting depth exceeded");
                            var end, message;
                            if (length === undefined)
                                end = reader.len;
                            else {
                                end = reader.pos + length;
                                if (end > reader.len)
                                    throw RangeError("index out of range");
                                length = reader.len;
                                reader.len = end;
                            }
                            message = new $root.parasol.travel.v1.QuoteResponse.Meta.PartnerFee();
                            while (reader.pos < end) {
                                var tag = reader.uint32();
                                if (tag === error)
                                    break;
                                switch (tag >>> 3) {
                                case 1: {
                                        message.feeBps = reader.int64();
                                        break;
                                    }
                                case 2: {
                                        message.upliftBps = reader.int64();
                                        break;
                                    }
                                case 3: {
                                        message.commissionBps = reader.int64();
                                        break;
                                    }
                                default:
                                    reader.skipType(tag & 7, long);
                                    break;
                                }
                            }
                            if (length !== undefined) {
                                if (reader.pos !== end)
                                    throw RangeError("index out of range");
                                reader.len = length;
                            }
                            return message;
                        };

                        return PartnerFee;
                    })();

                    return Meta;
                })();

                return QuoteResponse;
            })();

            v1.Sale = (function() {

                /**
                 * Properties of a Sale.
                 * @memberof parasol.travel.v1
                 * @interface ISale
                 * @property {string|null} [saleId] Sale saleId
                 * @property {string|null} [externalOrderId] Sale externalOrderId
                 * @property {string|null} [ref] Sale ref
                 * @property {string|null} [origin] Sale origin
                 * @property {string|null} [status] Sale status
                 * @property {string|null} [currency] Sale currency
                 * @property {google.type.IDecimal|null} [amount] Sale amount
                 * @property {number|null} [amountMinor] Sale amountMinor
                 * @property {google.type.IDecimal|null} [commission] Sale commission
                 * @property {number|null} [commissionMinor] Sale commissionMinor
                 * @property {google.type.IDecimal|null} [partnerFeeAmount] Sale partnerFeeAmount
                 * @property {number|null} [commissionBps] Sale commissionBps
                 * @property {number|null} [upliftBps] Sale upliftBps
                 * @property {number|null} [marginBps] Sale marginBps
                 * @property {string|null} [subscriptionId] Sale subscriptionId
                 * @property {string|null} [contractVersion] Sale contractVersion
                 * @property {string|null} [bookedAt] Sale bookedAt
                 * @property {string|null} [autoValidatesAt] Sale autoValidatesAt
                 * @property {string|null} [validatedAt] Sale validatedAt
                 * @property {string|null} [cancelledAt] Sale cancelledAt
                 */

                /**
                 * Constructs a new Sale.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a Sale.
                 * @implements ISale
                 * @constructor
                 * @param {parasol.travel.v1.ISale=} [properties] Properties to set
                 */
                function Sale(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * Sale saleId.
                 * @member {string|null|undefined} saleId
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.saleId = null;

                /**
                 * Sale externalOrderId.
                 * @member {string|null|undefined} externalOrderId
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.externalOrderId = null;

                /**
                 * Sale ref.
                 * @member {string|null|undefined} ref
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.ref = null;

                /**
                 * Sale origin.
                 * @member {string|null|undefined} origin
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.origin = null;

                /**
                 * Sale status.
                 * @member {string|null|undefined} status
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.status = null;

                /**
                 * Sale currency.
                 * @member {string|null|undefined} currency
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.currency = null;

                /**
                 * Sale amount.
                 * @member {google.type.IDecimal|null|undefined} amount
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.amount = null;

                /**
                 * Sale amountMinor.
                 * @member {number|null|undefined} amountMinor
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.amountMinor = null;

                /**
                 * Sale commission.
                 * @member {google.type.IDecimal|null|undefined} commission
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.commission = null;

                /**
                 * Sale commissionMinor.
                 * @member {number|null|undefined} commissionMinor
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.commissionMinor = null;

                /**
                 * Sale partnerFeeAmount.
                 * @member {google.type.IDecimal|null|undefined} partnerFeeAmount
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.partnerFeeAmount = null;

                /**
                 * Sale commissionBps.
                 * @member {number|null|undefined} commissionBps
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.commissionBps = null;

                /**
                 * Sale upliftBps.
                 * @member {number|null|undefined} upliftBps
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.upliftBps = null;

                /**
                 * Sale marginBps.
                 * @member {number|null|undefined} marginBps
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.marginBps = null;

                /**
                 * Sale subscriptionId.
                 * @member {string|null|undefined} subscriptionId
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.subscriptionId = null;

                /**
                 * Sale contractVersion.
                 * @member {string|null|undefined} contractVersion
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.contractVersion = null;

                /**
                 * Sale bookedAt.
                 * @member {string|null|undefined} bookedAt
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.bookedAt = null;

                /**
                 * Sale autoValidatesAt.
                 * @member {string|null|undefined} autoValidatesAt
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.autoValidatesAt = null;

                /**
                 * Sale validatedAt.
                 * @member {string|null|undefined} validatedAt
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.validatedAt = null;

                /**
                 * Sale cancelledAt.
                 * @member {string|null|undefined} cancelledAt
                 * @memberof parasol.travel.v1.Sale
                 * @instance
                 */
                Sale.prototype.cancelledAt = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_saleId", {
                    get: $util.oneOfGetter($oneOfFields = ["saleId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_externalOrderId", {
                    get: $util.oneOfGetter($oneOfFields = ["externalOrderId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_ref", {
                    get: $util.oneOfGetter($oneOfFields = ["ref"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_origin", {
                    get: $util.oneOfGetter($oneOfFields = ["origin"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_status", {
                    get: $util.oneOfGetter($oneOfFields = ["status"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_currency", {
                    get: $util.oneOfGetter($oneOfFields = ["currency"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_amountMinor", {
                    get: $util.oneOfGetter($oneOfFields = ["amountMinor"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_commissionMinor", {
                    get: $util.oneOfGetter($oneOfFields = ["commissionMinor"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_commissionBps", {
                    get: $util.oneOfGetter($oneOfFields = ["commissionBps"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_upliftBps", {
                    get: $util.oneOfGetter($oneOfFields = ["upliftBps"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_marginBps", {
                    get: $util.oneOfGetter($oneOfFields = ["marginBps"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_subscriptionId", {
                    get: $util.oneOfGetter($oneOfFields = ["subscriptionId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_contractVersion", {
                    get: $util.oneOfGetter($oneOfFields = ["contractVersion"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_bookedAt", {
                    get: $util.oneOfGetter($oneOfFields = ["bookedAt"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_autoValidatesAt", {
                    get: $util.oneOfGetter($oneOfFields = ["autoValidatesAt"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_validatedAt", {
                    get: $util.oneOfGetter($oneOfFields = ["validatedAt"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Sale.prototype, "_cancelledAt", {
                    get: $util.oneOfGetter($oneOfFields = ["cancelledAt"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified Sale message. Does not implicitly {@link parasol.travel.v1.Sale.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.Sale
                 * @static
                 * @param {parasol.travel.v1.ISale} message Sale message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Sale.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.saleId != null && Object.hasOwnProperty.call(message, "saleId"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.saleId);
                    if (message.externalOrderId != null && Object.hasOwnProperty.call(message, "externalOrderId"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.externalOrderId);
                    if (message.ref != null && Object.hasOwnProperty.call(message, "ref"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.ref);
                    if (message.status != null && Object.hasOwnProperty.call(message, "status"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.status);
                    if (message.currency != null && Object.hasOwnProperty.call(message, "currency"))
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.currency);
                    if (message.amount != null && Object.hasOwnProperty.call(message, "amount"))
                        $root.google.type.Decimal.encode(message.amount, writer.uint32(/* id 6, wireType 2 =*/50).fork(), q + 1).ldelim();
                    if (message.amountMinor != null && Object.hasOwnProperty.call(message, "amountMinor"))
                        writer.uint32(/* id 7, wireType 0 =*/56).int64(message.amountMinor);
                    if (message.commission != null && Object.hasOwnProperty.call(message, "commission"))
                        $root.google.type.Decimal.encode(message.commission, writer.uint32(/* id 8, wireType 2 =*/66).fork(), q + 1).ldelim();
                    if (message.commissionMinor != null && Object.hasOwnProperty.call(message, "commissionMinor"))
                        writer.uint32(/* id 9, wireType 0 =*/72).int64(message.commissionMinor);
                    if (message.partnerFeeAmount != null && Object.hasOwnProperty.call(message, "partnerFeeAmount"))
                        $root.google.type.Decimal.encode(message.partnerFeeAmount, writer.uint32(/* id 10, wireType 2 =*/82).fork(), q + 1).ldelim();
                    if (message.commissionBps != null && Object.hasOwnProperty.call(message, "commissionBps"))
                        writer.uint32(/* id 11, wireType 0 =*/88).int32(message.commissionBps);
                    if (message.upliftBps != null && Object.hasOwnProperty.call(message, "upliftBps"))
                        writer.uint32(/* id 12, wireType 0 =*/96).int32(message.upliftBps);
                    if (message.contractVersion != null && Object.hasOwnProperty.call(message, "contractVersion"))
                        writer.uint32(/* id 13, wireType 2 =*/106).string(message.contractVersion);
                    if (message.bookedAt != null && Object.hasOwnProperty.call(message, "bookedAt"))
                        writer.uint32(/* id 14, wireType 2 =*/114).string(message.bookedAt);
                    if (message.autoValidatesAt != null && Object.hasOwnProperty.call(message, "autoValidatesAt"))
                        writer.uint32(/* id 15, wireType 2 =*/122).string(message.autoValidatesAt);
                    if (message.validatedAt != null && Object.hasOwnProperty.call(message, "validatedAt"))
                        writer.uint32(/* id 16, wireType 2 =*/130).string(message.validatedAt);
                    if (message.cancelledAt != null && Object.hasOwnProperty.call(message, "cancelledAt"))
                        writer.uint32(/* id 17, wireType 2 =*/138).string(message.cancelledAt);
                    if (message.marginBps != null && Object.hasOwnProperty.call(message, "marginBps"))
                        writer.uint32(/* id 18, wireType 0 =*/144).int64(message.marginBps);
                    if (message.subscriptionId != null && Object.hasOwnProperty.call(message, "subscriptionId"))
                        writer.uint32(/* id 19, wireType 2 =*/154).string(message.subscriptionId);
                    if (message.origin != null && Object.hasOwnProperty.call(message, "origin"))
                        writer.uint32(/* id 20, wireType 2 =*/162).string(message.origin);
                    return writer;
                };

                /**
                 * Decodes a Sale message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.Sale
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.Sale} Sale
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Sale.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.Sale();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.saleId = reader.string();
                                break;
                            }
                        case 2: {
                                message.externalOrderId = reader.string();
                                break;
                            }
                        case 3: {
                                message.ref = reader.string();
                                break;
                            }
                        case 20: {
                                message.origin = reader.string();
                                break;
                            }
                        case 4: {
                                message.status = reader.string();
                                break;
                            }
                        case 5: {
                                message.currency = reader.string();
                                break;
                            }
                        case 6: {
                                message.amount = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 7: {
                                message.amountMinor = reader.int64();
                                break;
                            }
                        case 8: {
                                message.commission = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 9: {
                                message.commissionMinor = reader.int64();
                                break;
                            }
                        case 10: {
                                message.partnerFeeAmount = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 11: {
                                message.commissionBps = reader.int32();
                                break;
                            }
                        case 12: {
                                message.upliftBps = reader.int32();
                                break;
                            }
                        case 18: {
                                message.marginBps = reader.int64();
                                break;
                            }
                        case 19: {
                                message.subscriptionId = reader.string();
                                break;
                            }
                        case 13: {
                                message.contractVersion = reader.string();
                                break;
                            }
                        case 14: {
                                message.bookedAt = reader.string();
                                break;
                            }
                        case 15: {
                                message.autoValidatesAt = reader.string();
                                break;
                            }
                        case 16: {
                                message.validatedAt = reader.string();
                                break;
                            }
                        case 17: {
                                message.cancelledAt = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return Sale;
            })();

            v1.StatementRequest = (function() {

                /**
                 * Properties of a StatementRequest.
                 * @memberof parasol.travel.v1
                 * @interface IStatementRequest
                 * @property {string|null} [status] StatementRequest status
                 * @property {string|null} [from] StatementRequest from
                 * @property {string|null} [to] StatementRequest to
                 * @property {number|null} [limit] StatementRequest limit
                 * @property {string|null} [cursor] StatementRequest cursor
                 */

                /**
                 * Constructs a new StatementRequest.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a StatementRequest.
                 * @implements IStatementRequest
                 * @constructor
                 * @param {parasol.travel.v1.IStatementRequest=} [properties] Properties to set
                 */
                function StatementRequest(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * StatementRequest status.
                 * @member {string|null|undefined} status
                 * @memberof parasol.travel.v1.StatementRequest
                 * @instance
                 */
                StatementRequest.prototype.status = null;

                /**
                 * StatementRequest from.
                 * @member {string|null|undefined} from
                 * @memberof parasol.travel.v1.StatementRequest
                 * @instance
                 */
                StatementRequest.prototype.from = null;

                /**
                 * StatementRequest to.
                 * @member {string|null|undefined} to
                 * @memberof parasol.travel.v1.StatementRequest
                 * @instance
                 */
                StatementRequest.prototype.to = null;

                /**
                 * StatementRequest limit.
                 * @member {number|null|undefined} limit
                 * @memberof parasol.travel.v1.StatementRequest
                 * @instance
                 */
                StatementRequest.prototype.limit = null;

                /**
                 * StatementRequest cursor.
                 * @member {string|null|undefined} cursor
                 * @memberof parasol.travel.v1.StatementRequest
                 * @instance
                 */
                StatementRequest.prototype.cursor = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementRequest.prototype, "_status", {
                    get: $util.oneOfGetter($oneOfFields = ["status"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementRequest.prototype, "_from", {
                    get: $util.oneOfGetter($oneOfFields = ["from"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementRequest.prototype, "_to", {
                    get: $util.oneOfGetter($oneOfFields = ["to"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementRequest.prototype, "_limit", {
                    get: $util.oneOfGetter($oneOfFields = ["limit"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementRequest.prototype, "_cursor", {
                    get: $util.oneOfGetter($oneOfFields = ["cursor"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified StatementRequest message. Does not implicitly {@link parasol.travel.v1.StatementRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.StatementRequest
                 * @static
                 * @param {parasol.travel.v1.IStatementRequest} message StatementRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                StatementRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.status != null && Object.hasOwnProperty.call(message, "status"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.status);
                    if (message.from != null && Object.hasOwnProperty.call(message, "from"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.from);
                    if (message.to != null && Object.hasOwnProperty.call(message, "to"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.to);
                    if (message.limit != null && Object.hasOwnProperty.call(message, "limit"))
                        writer.uint32(/* id 4, wireType 0 =*/32).int32(message.limit);
                    if (message.cursor != null && Object.hasOwnProperty.call(message, "cursor"))
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.cursor);
                    return writer;
                };

                /**
                 * Decodes a StatementRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.StatementRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.StatementRequest} StatementRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                StatementRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.StatementRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.status = reader.string();
                                break;
                            }
                        case 2: {
                                message.from = reader.string();
                                break;
                            }
                        case 3: {
                                message.to = reader.string();
                                break;
                            }
                        case 4: {
                                message.limit = reader.int32();
                                break;
                            }
                        case 5: {
                                message.cursor = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return StatementRequest;
            })();

            v1.StatementResponse = (function() {

                /**
                 * Properties of a StatementResponse.
                 * @memberof parasol.travel.v1
                 * @interface IStatementResponse
                 * @property {boolean|null} [ok] StatementResponse ok
                 * @property {string|null} [mode] StatementResponse mode
                 * @property {string|null} [partner] StatementResponse partner
                 * @property {string|null} [asOf] StatementResponse asOf
                 * @property {Array.<parasol.travel.v1.ISale>|null} [sales] StatementResponse sales
                 * @property {string|null} [next] StatementResponse next
                 * @property {Array.<parasol.travel.v1.StatementResponse.IBalance>|null} [balances] StatementResponse balances
                 * @property {parasol.travel.v1.StatementResponse.IMeta|null} [meta] StatementResponse meta
                 */

                /**
                 * Constructs a new StatementResponse.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a StatementResponse.
                 * @implements IStatementResponse
                 * @constructor
                 * @param {parasol.travel.v1.IStatementResponse=} [properties] Properties to set
                 */
                function StatementResponse(properties) {
                    this.sales = [];
                    this.balances = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * StatementResponse ok.
                 * @member {boolean|null|undefined} ok
                 * @memberof parasol.travel.v1.StatementResponse
                 * @instance
                 */
                StatementResponse.prototype.ok = null;

                /**
                 * StatementResponse mode.
                 * @member {string|null|undefined} mode
                 * @memberof parasol.travel.v1.StatementResponse
                 * @instance
                 */
                StatementResponse.prototype.mode = null;

                /**
                 * StatementResponse partner.
                 * @member {string|null|undefined} partner
                 * @memberof parasol.travel.v1.StatementResponse
                 * @instance
                 */
                StatementResponse.prototype.partner = null;

                /**
                 * StatementResponse asOf.
                 * @member {string|null|undefined} asOf
                 * @memberof parasol.travel.v1.StatementResponse
                 * @instance
                 */
                StatementResponse.prototype.asOf = null;

                /**
                 * StatementResponse sales.
                 * @member {Array.<parasol.travel.v1.ISale>} sales
                 * @memberof parasol.travel.v1.StatementResponse
                 * @instance
                 */
                StatementResponse.prototype.sales = $util.emptyArray;

                /**
                 * StatementResponse next.
                 * @member {string|null|undefined} next
                 * @memberof parasol.travel.v1.StatementResponse
                 * @instance
                 */
                StatementResponse.prototype.next = null;

                /**
                 * StatementResponse balances.
                 * @member {Array.<parasol.travel.v1.StatementResponse.IBalance>} balances
                 * @memberof parasol.travel.v1.StatementResponse
                 * @instance
                 */
                StatementResponse.prototype.balances = $util.emptyArray;

                /**
                 * StatementResponse meta.
                 * @member {parasol.travel.v1.StatementResponse.IMeta|null|undefined} meta
                 * @memberof parasol.travel.v1.StatementResponse
                 * @instance
                 */
                StatementResponse.prototype.meta = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementResponse.prototype, "_ok", {
                    get: $util.oneOfGetter($oneOfFields = ["ok"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementResponse.prototype, "_mode", {
                    get: $util.oneOfGetter($oneOfFields = ["mode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementResponse.prototype, "_partner", {
                    get: $util.oneOfGetter($oneOfFields = ["partner"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementResponse.prototype, "_asOf", {
                    get: $util.oneOfGetter($oneOfFields = ["asOf"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementResponse.prototype, "_next", {
                    get: $util.oneOfGetter($oneOfFields = ["next"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified StatementResponse message. Does not implicitly {@link parasol.travel.v1.StatementResponse.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.StatementResponse
                 * @static
                 * @param {parasol.travel.v1.IStatementResponse} message StatementResponse message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                StatementResponse.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.ok != null && Object.hasOwnProperty.call(message, "ok"))
                        writer.uint32(/* id 1, wireType 0 =*/8).bool(message.ok);
                    if (message.mode != null && Object.hasOwnProperty.call(message, "mode"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.mode);
                    if (message.partner != null && Object.hasOwnProperty.call(message, "partner"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.partner);
                    if (message.asOf != null && Object.hasOwnProperty.call(message, "asOf"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.asOf);
                    if (message.sales != null && message.sales.length)
                        for (var i = 0; i < message.sales.length; ++i)
                            $root.parasol.travel.v1.Sale.encode(message.sales[i], writer.uint32(/* id 5, wireType 2 =*/42).fork(), q + 1).ldelim();
                    if (message.next != null && Object.hasOwnProperty.call(message, "next"))
                        writer.uint32(/* id 6, wireType 2 =*/50).string(message.next);
                    if (message.balances != null && message.balances.length)
                        for (var i = 0; i < message.balances.length; ++i)
                            $root.parasol.travel.v1.StatementResponse.Balance.encode(message.balances[i], writer.uint32(/* id 7, wireType 2 =*/58).fork(), q + 1).ldelim();
                    if (message.meta != null && Object.hasOwnProperty.call(message, "meta"))
                        $root.parasol.travel.v1.StatementResponse.Meta.encode(message.meta, writer.uint32(/* id 8, wireType 2 =*/66).fork(), q + 1).ldelim();
                    return writer;
                };

                /**
                 * Decodes a StatementResponse message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.StatementResponse
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.StatementResponse} StatementResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                StatementResponse.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.StatementResponse();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.ok = reader.bool();
                                break;
                            }
                        case 2: {
                                message.mode = reader.string();
                                break;
                            }
                        case 3: {
                                message.partner = reader.string();
                                break;
                            }
                        case 4: {
                                message.asOf = reader.string();
                                break;
                            }
                        case 5: {
                                if (!(message.sales && message.sales.length))
                                    message.sales = [];
                                message.sales.push($root.parasol.travel.v1.Sale.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        case 6: {
                                message.next = reader.string();
                                break;
                            }
                        case 7: {
                                if (!(message.balances && message.balances.length))
                                    message.balances = [];
                                message.balances.push($root.parasol.travel.v1.StatementResponse.Balance.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        case 8: {
                                message.meta = $root.parasol.travel.v1.StatementResponse.Meta.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                StatementResponse.Balance = (function() {

                    /**
                     * Properties of a Balance.
                     * @memberof parasol.travel.v1.StatementResponse
                     * @interface IBalance
                     * @property {string|null} [currency] Balance currency
                     * @property {google.type.IDecimal|null} [owed] Balance owed
                     * @property {number|null} [owedMinor] Balance owedMinor
                     * @property {google.type.IDecimal|null} [validated] Balance validated
                     * @property {number|null} [validatedMinor] Balance validatedMinor
                     * @property {google.type.IDecimal|null} [pending] Balance pending
                     * @property {number|null} [pendingMinor] Balance pendingMinor
                     * @property {google.type.IDecimal|null} [notYetPayable] Balance notYetPayable
                     * @property {number|null} [notYetPayableMinor] Balance notYetPayableMinor
                     * @property {google.type.IDecimal|null} [payable] Balance payable
                     * @property {number|null} [payableMinor] Balance payableMinor
                     * @property {google.type.IDecimal|null} [inPayout] Balance inPayout
                     * @property {number|null} [inPayoutMinor] Balance inPayoutMinor
                     * @property {google.type.IDecimal|null} [paid] Balance paid
                     * @property {number|null} [paidMinor] Balance paidMinor
                     * @property {google.type.IDecimal|null} [owedBack] Balance owedBack
                     * @property {number|null} [owedBackMinor] Balance owedBackMinor
                     */

                    /**
                     * Constructs a new Balance.
                     * @memberof parasol.travel.v1.StatementResponse
                     * @classdesc Represents a Balance.
                     * @implements IBalance
                     * @constructor
                     * @param {parasol.travel.v1.StatementResponse.IBalance=} [properties] Properties to set
                     */
                    function Balance(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Balance currency.
                     * @member {string|null|undefined} currency
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.currency = null;

                    /**
                     * Balance owed.
                     * @member {google.type.IDecimal|null|undefined} owed
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.owed = null;

                    /**
                     * Balance owedMinor.
                     * @member {number|null|undefined} owedMinor
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.owedMinor = null;

                    /**
                     * Balance validated.
                     * @member {google.type.IDecimal|null|undefined} validated
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.validated = null;

                    /**
                     * Balance validatedMinor.
                     * @member {number|null|undefined} validatedMinor
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.validatedMinor = null;

                    /**
                     * Balance pending.
                     * @member {google.type.IDecimal|null|undefined} pending
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.pending = null;

                    /**
                     * Balance pendingMinor.
                     * @member {number|null|undefined} pendingMinor
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.pendingMinor = null;

                    /**
                     * Balance notYetPayable.
                     * @member {google.type.IDecimal|null|undefined} notYetPayable
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.notYetPayable = null;

                    /**
                     * Balance notYetPayableMinor.
                     * @member {number|null|undefined} notYetPayableMinor
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.notYetPayableMinor = null;

                    /**
                     * Balance payable.
                     * @member {google.type.IDecimal|null|undefined} payable
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.payable = null;

                    /**
                     * Balance payableMinor.
                     * @member {number|null|undefined} payableMinor
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.payableMinor = null;

                    /**
                     * Balance inPayout.
                     * @member {google.type.IDecimal|null|undefined} inPayout
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.inPayout = null;

                    /**
                     * Balance inPayoutMinor.
                     * @member {number|null|undefined} inPayoutMinor
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.inPayoutMinor = null;

                    /**
                     * Balance paid.
                     * @member {google.type.IDecimal|null|undefined} paid
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.paid = null;

                    /**
                     * Balance paidMinor.
                     * @member {number|null|undefined} paidMinor
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.paidMinor = null;

                    /**
                     * Balance owedBack.
                     * @member {google.type.IDecimal|null|undefined} owedBack
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.owedBack = null;

                    /**
                     * Balance owedBackMinor.
                     * @member {number|null|undefined} owedBackMinor
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @instance
                     */
                    Balance.prototype.owedBackMinor = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Balance.prototype, "_currency", {
                        get: $util.oneOfGetter($oneOfFields = ["currency"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Balance.prototype, "_owedMinor", {
                        get: $util.oneOfGetter($oneOfFields = ["owedMinor"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Balance.prototype, "_validatedMinor", {
                        get: $util.oneOfGetter($oneOfFields = ["validatedMinor"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Balance.prototype, "_pendingMinor", {
                        get: $util.oneOfGetter($oneOfFields = ["pendingMinor"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Balance.prototype, "_notYetPayableMinor", {
                        get: $util.oneOfGetter($oneOfFields = ["notYetPayableMinor"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Balance.prototype, "_payableMinor", {
                        get: $util.oneOfGetter($oneOfFields = ["payableMinor"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Balance.prototype, "_inPayoutMinor", {
                        get: $util.oneOfGetter($oneOfFields = ["inPayoutMinor"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Balance.prototype, "_paidMinor", {
                        get: $util.oneOfGetter($oneOfFields = ["paidMinor"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Balance.prototype, "_owedBackMinor", {
                        get: $util.oneOfGetter($oneOfFields = ["owedBackMinor"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Balance message. Does not implicitly {@link parasol.travel.v1.StatementResponse.Balance.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @static
                     * @param {parasol.travel.v1.StatementResponse.IBalance} message Balance message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Balance.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.currency != null && Object.hasOwnProperty.call(message, "currency"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.currency);
                        if (message.owed != null && Object.hasOwnProperty.call(message, "owed"))
                            $root.google.type.Decimal.encode(message.owed, writer.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                        if (message.owedMinor != null && Object.hasOwnProperty.call(message, "owedMinor"))
                            writer.uint32(/* id 3, wireType 0 =*/24).int64(message.owedMinor);
                        if (message.validated != null && Object.hasOwnProperty.call(message, "validated"))
                            $root.google.type.Decimal.encode(message.validated, writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                        if (message.validatedMinor != null && Object.hasOwnProperty.call(message, "validatedMinor"))
                            writer.uint32(/* id 5, wireType 0 =*/40).int64(message.validatedMinor);
                        if (message.pending != null && Object.hasOwnProperty.call(message, "pending"))
                            $root.google.type.Decimal.encode(message.pending, writer.uint32(/* id 6, wireType 2 =*/50).fork(), q + 1).ldelim();
                        if (message.pendingMinor != null && Object.hasOwnProperty.call(message, "pendingMinor"))
                            writer.uint32(/* id 7, wireType 0 =*/56).int64(message.pendingMinor);
                        if (message.notYetPayable != null && Object.hasOwnProperty.call(message, "notYetPayable"))
                            $root.google.type.Decimal.encode(message.notYetPayable, writer.uint32(/* id 8, wireType 2 =*/66).fork(), q + 1).ldelim();
                        if (message.notYetPayableMinor != null && Object.hasOwnProperty.call(message, "notYetPayableMinor"))
                            writer.uint32(/* id 9, wireType 0 =*/72).int64(message.notYetPayableMinor);
                        if (message.payable != null && Object.hasOwnProperty.call(message, "payable"))
                            $root.google.type.Decimal.encode(message.payable, writer.uint32(/* id 10, wireType 2 =*/82).fork(), q + 1).ldelim();
                        if (message.payableMinor != null && Object.hasOwnProperty.call(message, "payableMinor"))
                            writer.uint32(/* id 11, wireType 0 =*/88).int64(message.payableMinor);
                        if (message.inPayout != null && Object.hasOwnProperty.call(message, "inPayout"))
                            $root.google.type.Decimal.encode(message.inPayout, writer.uint32(/* id 12, wireType 2 =*/98).fork(), q + 1).ldelim();
                        if (message.inPayoutMinor != null && Object.hasOwnProperty.call(message, "inPayoutMinor"))
                            writer.uint32(/* id 13, wireType 0 =*/104).int64(message.inPayoutMinor);
                        if (message.paid != null && Object.hasOwnProperty.call(message, "paid"))
                            $root.google.type.Decimal.encode(message.paid, writer.uint32(/* id 14, wireType 2 =*/114).fork(), q + 1).ldelim();
                        if (message.paidMinor != null && Object.hasOwnProperty.call(message, "paidMinor"))
                            writer.uint32(/* id 15, wireType 0 =*/120).int64(message.paidMinor);
                        if (message.owedBack != null && Object.hasOwnProperty.call(message, "owedBack"))
                            $root.google.type.Decimal.encode(message.owedBack, writer.uint32(/* id 16, wireType 2 =*/130).fork(), q + 1).ldelim();
                        if (message.owedBackMinor != null && Object.hasOwnProperty.call(message, "owedBackMinor"))
                            writer.uint32(/* id 17, wireType 0 =*/136).int64(message.owedBackMinor);
                        return writer;
                    };

                    /**
                     * Decodes a Balance message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.StatementResponse.Balance
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.StatementResponse.Balance} Balance
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Balance.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.StatementResponse.Balance();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.currency = reader.string();
                                    break;
                                }
                            case 2: {
                                    message.owed = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 3: {
                                    message.owedMinor = reader.int64();
                                    break;
                                }
                            case 4: {
                                    message.validated = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 5: {
                                    message.validatedMinor = reader.int64();
                                    break;
                                }
                            case 6: {
                                    message.pending = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 7: {
                                    message.pendingMinor = reader.int64();
                                    break;
                                }
                            case 8: {
                                    message.notYetPayable = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 9: {
                                    message.notYetPayableMinor = reader.int64();
                                    break;
                                }
                            case 10: {
                                    message.payable = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 11: {
                                    message.payableMinor = reader.int64();
                                    break;
                                }
                            case 12: {
                                    message.inPayout = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 13: {
                                    message.inPayoutMinor = reader.int64();
                                    break;
                                }
                            case 14: {
                                    message.paid = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 15: {
                                    message.paidMinor = reader.int64();
                                    break;
                                }
                            case 16: {
                                    message.owedBack = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 17: {
                                    message.owedBackMinor = reader.int64();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Balance;
                })();

                StatementResponse.Meta = (function() {

                    /**
                     * Properties of a Meta.
                     * @memberof parasol.travel.v1.StatementResponse
                     * @interface IMeta
                     * @property {string|null} [apiVersion] Meta apiVersion
                     */

                    /**
                     * Constructs a new Meta.
                     * @memberof parasol.travel.v1.StatementResponse
                     * @classdesc Represents a Meta.
                     * @implements IMeta
                     * @constructor
                     * @param {parasol.travel.v1.StatementResponse.IMeta=} [properties] Properties to set
                     */
                    function Meta(properties) {
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * Meta apiVersion.
                     * @member {string|null|undefined} apiVersion
                     * @memberof parasol.travel.v1.StatementResponse.Meta
                     * @instance
                     */
                    Meta.prototype.apiVersion = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(Meta.prototype, "_apiVersion", {
                        get: $util.oneOfGetter($oneOfFields = ["apiVersion"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified Meta message. Does not implicitly {@link parasol.travel.v1.StatementResponse.Meta.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.StatementResponse.Meta
                     * @static
                     * @param {parasol.travel.v1.StatementResponse.IMeta} message Meta message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    Meta.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.apiVersion != null && Object.hasOwnProperty.call(message, "apiVersion"))
                            writer.uint32(/* id 1, wireType 2 =*/10).string(message.apiVersion);
                        return writer;
                    };

                    /**
                     * Decodes a Meta message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.StatementResponse.Meta
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.StatementResponse.Meta} Meta
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    Meta.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.StatementResponse.Meta();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.apiVersion = reader.string();
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return Meta;
                })();

                return StatementResponse;
            })();

            v1.Traveller = (function() {

                /**
                 * Properties of a Traveller.
                 * @memberof parasol.travel.v1
                 * @interface ITraveller
                 * @property {number|null} [age] Traveller age
                 */

                /**
                 * Constructs a new Traveller.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a Traveller.
                 * @implements ITraveller
                 * @constructor
                 * @param {parasol.travel.v1.ITraveller=} [properties] Properties to set
                 */
                function Traveller(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * Traveller age.
                 * @member {number|null|undefined} age
                 * @memberof parasol.travel.v1.Traveller
                 * @instance
                 */
                Traveller.prototype.age = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Traveller.prototype, "_age", {
                    get: $util.oneOfGetter($oneOfFields = ["age"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified Traveller message. Does not implicitly {@link parasol.travel.v1.Traveller.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.Traveller
                 * @static
                 * @param {parasol.travel.v1.ITraveller} message Traveller message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Traveller.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.age != null && Object.hasOwnProperty.call(message, "age"))
                        writer.uint32(/* id 1, wireType 0 =*/8).int32(message.age);
                    return writer;
                };

                /**
                 * Decodes a Traveller message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.Traveller
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.Traveller} Traveller
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Traveller.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.Traveller();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.age = reader.int32();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return Traveller;
            })();

            v1.Trip = (function() {

                /**
                 * Properties of a Trip.
                 * @memberof parasol.travel.v1
                 * @interface ITrip
                 * @property {string|null} [intent] Trip intent
                 * @property {string|null} [startDate] Trip startDate
                 * @property {string|null} [endDate] Trip endDate
                 * @property {string|null} [countryResidence] Trip countryResidence
                 * @property {string|null} [stateResidence] Trip stateResidence
                 * @property {Array.<string>|null} [arrivalCountries] Trip arrivalCountries
                 * @property {Array.<parasol.travel.v1.ITraveller>|null} [travellers] Trip travellers
                 * @property {google.type.IDecimal|null} [tripPrice] Trip tripPrice
                 * @property {google.type.IDecimal|null} [studiesAmount] Trip studiesAmount
                 * @property {string|null} [currency] Trip currency
                 * @property {boolean|null} [shouldCoverCancellation] Trip shouldCoverCancellation
                 * @property {boolean|null} [shouldCoverExtremeSports] Trip shouldCoverExtremeSports
                 * @property {boolean|null} [isAnnual] Trip isAnnual
                 */

                /**
                 * Constructs a new Trip.
                 * @memberof parasol.travel.v1
                 * @classdesc Represents a Trip.
                 * @implements ITrip
                 * @constructor
                 * @param {parasol.travel.v1.ITrip=} [properties] Properties to set
                 */
                function Trip(properties) {
                    this.arrivalCountries = [];
                    this.travellers = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * Trip intent.
                 * @member {string|null|undefined} intent
                 * @memberof parasol.travel.v1.Trip
                 * @instance
                 */
                Trip.prototype.intent = null;

                /**
                 * Trip startDate.
                 * @member {string|null|undefined} startDate
                 * @memberof parasol.travel.v1.Trip
                 * @instance
                 */
                Trip.prototype.startDate = null;

                /**
                 * Trip endDate.
                 * @member {string|null|undefined} endDate
                 * @memberof parasol.travel.v1.Trip
                 * @instance
                 */
                Trip.prototype.endDate = null;

                /**
                 * Trip countryResidence.
                 * @member {string|null|undefined} countryResidence
                 * @memberof parasol.travel.v1.Trip
                 * @instance
                 */
                Trip.prototype.countryResidence = null;

                /**
                 * Trip stateResidence.
                 * @member {string|null|undefined} stateResidence
                 * @memberof parasol.travel.v1.Trip
                 * @instance
                 */
                Trip.prototype.stateResidence = null;

                /**
                 * Trip arrivalCountries.
                 * @member {Array.<string>} arrivalCountries
                 * @memberof parasol.travel.v1.Trip
                 * @instance
                 */
                Trip.prototype.arrivalCountries = $util.emptyArray;

                /**
                 * Trip travellers.
                 * @member {Array.<parasol.travel.v1.ITraveller>} travellers
                 * @memberof parasol.travel.v1.Trip
                 * @instance
                 */
                Trip.prototype.travellers = $util.emptyArray;

                /**
                 * Trip tripPrice.
                 * @member {google.type.IDecimal|null|undefined} tripPrice
                 * @memberof parasol.travel.v1.Trip
                 * @instance
                 */
                Trip.prototype.tripPrice = null;

                /**
                 * Trip studiesAmount.
                 * @member {google.type.IDecimal|null|undefined} studiesAmount
                 * @memberof parasol.travel.v1.Trip
                 * @instance
                 */
                Trip.prototype.studiesAmount = null;

                /**
                 * Trip currency.
                 * @member {string|null|undefined} currency
                 * @memberof parasol.travel.v1.Trip
                 * @instance
                 */
                Trip.prototype.currency = null;

                /**
                 * Trip shouldCoverCancellation.
                 * @member {boolean|null|undefined} shouldCoverCancellation
                 * @memberof parasol.travel.v1.Trip
                 * @instance
                 */
                Trip.prototype.shouldCoverCancellation = null;

                /**
                 * Trip shouldCoverExtremeSports.
                 * @member {boolean|null|undefined} shouldCoverExtremeSports
                 * @memberof parasol.travel.v1.Trip
                 * @instance
                 */
                Trip.prototype.shouldCoverExtremeSports = null;

                /**
                 * Trip isAnnual.
                 * @member {boolean|null|undefined} isAnnual
                 * @memberof parasol.travel.v1.Trip
                 * @instance
                 */
                Trip.prototype.isAnnual = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Trip.prototype, "_intent", {
                    get: $util.oneOfGetter($oneOfFields = ["intent"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Trip.prototype, "_startDate", {
                    get: $util.oneOfGetter($oneOfFields = ["startDate"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Trip.prototype, "_endDate", {
                    get: $util.oneOfGetter($oneOfFields = ["endDate"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Trip.prototype, "_countryResidence", {
                    get: $util.oneOfGetter($oneOfFields = ["countryResidence"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Trip.prototype, "_stateResidence", {
                    get: $util.oneOfGetter($oneOfFields = ["stateResidence"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Trip.prototype, "_currency", {
                    get: $util.oneOfGetter($oneOfFields = ["currency"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Trip.prototype, "_shouldCoverCancellation", {
                    get: $util.oneOfGetter($oneOfFields = ["shouldCoverCancellation"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Trip.prototype, "_shouldCoverExtremeSports", {
                    get: $util.oneOfGetter($oneOfFields = ["shouldCoverExtremeSports"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Trip.prototype, "_isAnnual", {
                    get: $util.oneOfGetter($oneOfFields = ["isAnnual"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified Trip message. Does not implicitly {@link parasol.travel.v1.Trip.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.travel.v1.Trip
                 * @static
                 * @param {parasol.travel.v1.ITrip} message Trip message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Trip.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.intent != null && Object.hasOwnProperty.call(message, "intent"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.intent);
                    if (message.startDate != null && Object.hasOwnProperty.call(message, "startDate"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.startDate);
                    if (message.endDate != null && Object.hasOwnProperty.call(message, "endDate"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.endDate);
                    if (message.countryResidence != null && Object.hasOwnProperty.call(message, "countryResidence"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.countryResidence);
                    if (message.stateResidence != null && Object.hasOwnProperty.call(message, "stateResidence"))
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.stateResidence);
                    if (message.arrivalCountries != null && message.arrivalCountries.length)
                        for (var i = 0; i < message.arrivalCountries.length; ++i)
                            writer.uint32(/* id 6, wireType 2 =*/50).string(message.arrivalCountries[i]);
                    if (message.travellers != null && message.travellers.length)
                        for (var i = 0; i < message.travellers.length; ++i)
                            $root.parasol.travel.v1.Traveller.encode(message.travellers[i], writer.uint32(/* id 7, wireType 2 =*/58).fork(), q + 1).ldelim();
                    if (message.tripPrice != null && Object.hasOwnProperty.call(message, "tripPrice"))
                        $root.google.type.Decimal.encode(message.tripPrice, writer.uint32(/* id 8, wireType 2 =*/66).fork(), q + 1).ldelim();
                    if (message.studiesAmount != null && Object.hasOwnProperty.call(message, "studiesAmount"))
                        $root.google.type.Decimal.encode(message.studiesAmount, writer.uint32(/* id 9, wireType 2 =*/74).fork(), q + 1).ldelim();
                    if (message.currency != null && Object.hasOwnProperty.call(message, "currency"))
                        writer.uint32(/* id 10, wireType 2 =*/82).string(message.currency);
                    if (message.shouldCoverCancellation != null && Object.hasOwnProperty.call(message, "shouldCoverCancellation"))
                        writer.uint32(/* id 11, wireType 0 =*/88).bool(message.shouldCoverCancellation);
                    if (message.shouldCoverExtremeSports != null && Object.hasOwnProperty.call(message, "shouldCoverExtremeSports"))
                        writer.uint32(/* id 12, wireType 0 =*/96).bool(message.shouldCoverExtremeSports);
                    if (message.isAnnual != null && Object.hasOwnProperty.call(message, "isAnnual"))
                        writer.uint32(/* id 13, wireType 0 =*/104).bool(message.isAnnual);
                    return writer;
                };

                /**
                 * Decodes a Trip message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.travel.v1.Trip
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.travel.v1.Trip} Trip
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Trip.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.travel.v1.Trip();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.intent = reader.string();
                                break;
                            }
                        case 2: {
                                message.startDate = reader.string();
                                break;
                            }
                        case 3: {
                                message.endDate = reader.string();
                                break;
                            }
                        case 4: {
                                message.countryResidence = reader.string();
                                break;
                            }
                        case 5: {
                                message.stateResidence = reader.string();
                                break;
                            }
                        case 6: {
                                if (!(message.arrivalCountries && message.arrivalCountries.length))
                                    message.arrivalCountries = [];
                                message.arrivalCountries.push(reader.string());
                                break;
                            }
                        case 7: {
                                if (!(message.travellers && message.travellers.length))
                                    message.travellers = [];
                                message.travellers.push($root.parasol.travel.v1.Traveller.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        case 8: {
                                message.tripPrice = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 9: {
                                message.studiesAmount = $root.google.type.Decimal.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 10: {
                                message.currency = reader.string();
                                break;
                            }
                        case 11: {
                                message.shouldCoverCancellation = reader.bool();
                                break;
                            }
                        case 12: {
                                message.shouldCoverExtremeSports = reader.bool();
                                break;
                            }
                        case 13: {
                                message.isAnnual = reader.bool();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return Trip;
            })();

            v1.wire = (function() {

                /**
                 * Namespace wire.
                 * @memberof parasol.travel.v1
                 * @namespace
                 */
                var wire = {};

                wire.QuoteResponse = (function() {

                    /**
                     * Properties of a QuoteResponse.
                     * @memberof parasol.travel.v1.wire
                     * @interface IQuoteResponse
                     * @property {boolean|null} [ok] QuoteResponse ok
                     * @property {string|null} [mode] QuoteResponse mode
                     * @property {string|null} [sessionId] QuoteResponse sessionId
                     * @property {Array.<Uint8Array>|null} [offers] QuoteResponse offers
                     * @property {number|null} [unpricedCount] QuoteResponse unpricedCount
                     * @property {number|null} [redirectOnlyCount] QuoteResponse redirectOnlyCount
                     * @property {number|null} [nearMissCount] QuoteResponse nearMissCount
                     * @property {parasol.travel.v1.INormalisedTrip|null} [trip] QuoteResponse trip
                     * @property {parasol.travel.v1.QuoteResponse.IQuote|null} [quote] QuoteResponse quote
                     * @property {parasol.travel.v1.QuoteResponse.IMeta|null} [meta] QuoteResponse meta
                     */

                    /**
                     * Constructs a new QuoteResponse.
                     * @memberof parasol.travel.v1.wire
                     * @classdesc Represents a QuoteResponse.
                     * @implements IQuoteResponse
                     * @constructor
                     * @param {parasol.travel.v1.wire.IQuoteResponse=} [properties] Properties to set
                     */
                    function QuoteResponse(properties) {
                        this.offers = [];
                        if (properties)
                            for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                                if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                    this[keys[i]] = properties[keys[i]];
                    }

                    /**
                     * QuoteResponse ok.
                     * @member {boolean|null|undefined} ok
                     * @memberof parasol.travel.v1.wire.QuoteResponse
                     * @instance
                     */
                    QuoteResponse.prototype.ok = null;

                    /**
                     * QuoteResponse mode.
                     * @member {string|null|undefined} mode
                     * @memberof parasol.travel.v1.wire.QuoteResponse
                     * @instance
                     */
                    QuoteResponse.prototype.mode = null;

                    /**
                     * QuoteResponse sessionId.
                     * @member {string|null|undefined} sessionId
                     * @memberof parasol.travel.v1.wire.QuoteResponse
                     * @instance
                     */
                    QuoteResponse.prototype.sessionId = null;

                    /**
                     * QuoteResponse offers.
                     * @member {Array.<Uint8Array>} offers
                     * @memberof parasol.travel.v1.wire.QuoteResponse
                     * @instance
                     */
                    QuoteResponse.prototype.offers = $util.emptyArray;

                    /**
                     * QuoteResponse unpricedCount.
                     * @member {number|null|undefined} unpricedCount
                     * @memberof parasol.travel.v1.wire.QuoteResponse
                     * @instance
                     */
                    QuoteResponse.prototype.unpricedCount = null;

                    /**
                     * QuoteResponse redirectOnlyCount.
                     * @member {number|null|undefined} redirectOnlyCount
                     * @memberof parasol.travel.v1.wire.QuoteResponse
                     * @instance
                     */
                    QuoteResponse.prototype.redirectOnlyCount = null;

                    /**
                     * QuoteResponse nearMissCount.
                     * @member {number|null|undefined} nearMissCount
                     * @memberof parasol.travel.v1.wire.QuoteResponse
                     * @instance
                     */
                    QuoteResponse.prototype.nearMissCount = null;

                    /**
                     * QuoteResponse trip.
                     * @member {parasol.travel.v1.INormalisedTrip|null|undefined} trip
                     * @memberof parasol.travel.v1.wire.QuoteResponse
                     * @instance
                     */
                    QuoteResponse.prototype.trip = null;

                    /**
                     * QuoteResponse quote.
                     * @member {parasol.travel.v1.QuoteResponse.IQuote|null|undefined} quote
                     * @memberof parasol.travel.v1.wire.QuoteResponse
                     * @instance
                     */
                    QuoteResponse.prototype.quote = null;

                    /**
                     * QuoteResponse meta.
                     * @member {parasol.travel.v1.QuoteResponse.IMeta|null|undefined} meta
                     * @memberof parasol.travel.v1.wire.QuoteResponse
                     * @instance
                     */
                    QuoteResponse.prototype.meta = null;

                    // OneOf field names bound to virtual getters and setters
                    var $oneOfFields;

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(QuoteResponse.prototype, "_ok", {
                        get: $util.oneOfGetter($oneOfFields = ["ok"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(QuoteResponse.prototype, "_mode", {
                        get: $util.oneOfGetter($oneOfFields = ["mode"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(QuoteResponse.prototype, "_sessionId", {
                        get: $util.oneOfGetter($oneOfFields = ["sessionId"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(QuoteResponse.prototype, "_unpricedCount", {
                        get: $util.oneOfGetter($oneOfFields = ["unpricedCount"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(QuoteResponse.prototype, "_redirectOnlyCount", {
                        get: $util.oneOfGetter($oneOfFields = ["redirectOnlyCount"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    // Virtual OneOf for proto3 optional field
                    Object.defineProperty(QuoteResponse.prototype, "_nearMissCount", {
                        get: $util.oneOfGetter($oneOfFields = ["nearMissCount"]),
                        set: $util.oneOfSetter($oneOfFields)
                    });

                    /**
                     * Encodes the specified QuoteResponse message. Does not implicitly {@link parasol.travel.v1.wire.QuoteResponse.verify|verify} messages.
                     * @function encode
                     * @memberof parasol.travel.v1.wire.QuoteResponse
                     * @static
                     * @param {parasol.travel.v1.wire.IQuoteResponse} message QuoteResponse message or plain object to encode
                     * @param {$protobuf.Writer} [writer] Writer to encode to
                     * @returns {$protobuf.Writer} Writer
                     */
                    QuoteResponse.encode = function encode(message, writer, q) {
                        if (!writer)
                            writer = $Writer.create();
                        if (q === undefined)
                            q = 0;
                        if (q > $util.recursionLimit)
                            throw Error("max depth exceeded");
                        if (message.ok != null && Object.hasOwnProperty.call(message, "ok"))
                            writer.uint32(/* id 1, wireType 0 =*/8).bool(message.ok);
                        if (message.mode != null && Object.hasOwnProperty.call(message, "mode"))
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.mode);
                        if (message.sessionId != null && Object.hasOwnProperty.call(message, "sessionId"))
                            writer.uint32(/* id 3, wireType 2 =*/26).string(message.sessionId);
                        if (message.offers != null && message.offers.length)
                            for (var i = 0; i < message.offers.length; ++i)
                                writer.uint32(/* id 4, wireType 2 =*/34).bytes(message.offers[i]);
                        if (message.unpricedCount != null && Object.hasOwnProperty.call(message, "unpricedCount"))
                            writer.uint32(/* id 5, wireType 0 =*/40).int64(message.unpricedCount);
                        if (message.redirectOnlyCount != null && Object.hasOwnProperty.call(message, "redirectOnlyCount"))
                            writer.uint32(/* id 6, wireType 0 =*/48).int64(message.redirectOnlyCount);
                        if (message.nearMissCount != null && Object.hasOwnProperty.call(message, "nearMissCount"))
                            writer.uint32(/* id 7, wireType 0 =*/56).int64(message.nearMissCount);
                        if (message.trip != null && Object.hasOwnProperty.call(message, "trip"))
                            $root.parasol.travel.v1.NormalisedTrip.encode(message.trip, writer.uint32(/* id 8, wireType 2 =*/66).fork(), q + 1).ldelim();
                        if (message.quote != null && Object.hasOwnProperty.call(message, "quote"))
                            $root.parasol.travel.v1.QuoteResponse.Quote.encode(message.quote, writer.uint32(/* id 9, wireType 2 =*/74).fork(), q + 1).ldelim();
                        if (message.meta != null && Object.hasOwnProperty.call(message, "meta"))
                            $root.parasol.travel.v1.QuoteResponse.Meta.encode(message.meta, writer.uint32(/* id 10, wireType 2 =*/82).fork(), q + 1).ldelim();
                        return writer;
                    };

                    /**
                     * Decodes a QuoteResponse message from the specified reader or buffer.
                     * @function decode
                     * @memberof parasol.travel.v1.wire.QuoteResponse
                     * @static
                     * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                     * @param {number} [length] Message length if known beforehand
                     * @returns {parasol.travel.v1.wire.QuoteResponse} QuoteResponse
                     * @throws {Error} If the payload is not a reader or valid buffer
                     * @throws {$protobuf.util.ProtocolError} If required fields are missing
                     */
                    QuoteResponse.decode = function decode(reader, length, error, long) {
                        if (!(reader instanceof $Reader))
                            reader = $Reader.create(reader);
                        if (long === undefined)
                            long = 0;
                        if (long > $Reader.recursionLimit)
                            throw Error("maximum nesting depth exceeded");
                        var end, message;
                        if (length === undefined)
                            end = reader.len;
                        else {
                            end = reader.pos + length;
                            if (end > reader.len)
                                throw RangeError("index out of range");
                            length = reader.len;
                            reader.len = end;
                        }
                        message = new $root.parasol.travel.v1.wire.QuoteResponse();
                        while (reader.pos < end) {
                            var tag = reader.uint32();
                            if (tag === error)
                                break;
                            switch (tag >>> 3) {
                            case 1: {
                                    message.ok = reader.bool();
                                    break;
                                }
                            case 2: {
                                    message.mode = reader.string();
                                    break;
                                }
                            case 3: {
                                    message.sessionId = reader.string();
                                    break;
                                }
                            case 4: {
                                    if (!(message.offers && message.offers.length))
                                        message.offers = [];
                                    message.offers.push(reader.bytes());
                                    break;
                                }
                            case 5: {
                                    message.unpricedCount = reader.int64();
                                    break;
                                }
                            case 6: {
                                    message.redirectOnlyCount = reader.int64();
                                    break;
                                }
                            case 7: {
                                    message.nearMissCount = reader.int64();
                                    break;
                                }
                            case 8: {
                                    message.trip = $root.parasol.travel.v1.NormalisedTrip.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 9: {
                                    message.quote = $root.parasol.travel.v1.QuoteResponse.Quote.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            case 10: {
                                    message.meta = $root.parasol.travel.v1.QuoteResponse.Meta.decode(reader, reader.uint32(), undefined, long + 1);
                                    break;
                                }
                            default:
                                reader.skipType(tag & 7, long);
                                break;
                            }
                        }
                        if (length !== undefined) {
                            if (reader.pos !== end)
                                throw RangeError("index out of range");
                            reader.len = length;
                        }
                        return message;
                    };

                    return QuoteResponse;
                })();

                return wire;
            })();

            return v1;
        })();

        return travel;
    })();

    parasol.admin = (function() {

        /**
         * Namespace admin.
         * @memberof parasol
         * @namespace
         */
        var admin = {};

        admin.v1 = (function() {

            /**
             * Namespace v1.
             * @memberof parasol.admin
             * @namespace
             */
            var v1 = {};

            v1.TrackedLink = (function() {

                /**
                 * Properties of a TrackedLink.
                 * @memberof parasol.admin.v1
                 * @interface ITrackedLink
                 * @property {string|null} [code] TrackedLink code
                 * @property {boolean|null} [archived] TrackedLink archived
                 * @property {boolean|null} [isDefault] TrackedLink isDefault
                 */

                /**
                 * Constructs a new TrackedLink.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents a TrackedLink.
                 * @implements ITrackedLink
                 * @constructor
                 * @param {parasol.admin.v1.ITrackedLink=} [properties] Properties to set
                 */
                function TrackedLink(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * TrackedLink code.
                 * @member {string|null|undefined} code
                 * @memberof parasol.admin.v1.TrackedLink
                 * @instance
                 */
                TrackedLink.prototype.code = null;

                /**
                 * TrackedLink archived.
                 * @member {boolean|null|undefined} archived
                 * @memberof parasol.admin.v1.TrackedLink
                 * @instance
                 */
                TrackedLink.prototype.archived = null;

                /**
                 * TrackedLink isDefault.
                 * @member {boolean|null|undefined} isDefault
                 * @memberof parasol.admin.v1.TrackedLink
                 * @instance
                 */
                TrackedLink.prototype.isDefault = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(TrackedLink.prototype, "_code", {
                    get: $util.oneOfGetter($oneOfFields = ["code"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(TrackedLink.prototype, "_archived", {
                    get: $util.oneOfGetter($oneOfFields = ["archived"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(TrackedLink.prototype, "_isDefault", {
                    get: $util.oneOfGetter($oneOfFields = ["isDefault"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified TrackedLink message. Does not implicitly {@link parasol.admin.v1.TrackedLink.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.TrackedLink
                 * @static
                 * @param {parasol.admin.v1.ITrackedLink} message TrackedLink message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                TrackedLink.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.code != null && Object.hasOwnProperty.call(message, "code"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.code);
                    if (message.archived != null && Object.hasOwnProperty.call(message, "archived"))
                        writer.uint32(/* id 2, wireType 0 =*/16).bool(message.archived);
                    if (message.isDefault != null && Object.hasOwnProperty.call(message, "isDefault"))
                        writer.uint32(/* id 3, wireType 0 =*/24).bool(message.isDefault);
                    return writer;
                };

                /**
                 * Decodes a TrackedLink message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.TrackedLink
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.TrackedLink} TrackedLink
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                TrackedLink.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.TrackedLink();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.code = reader.string();
                                break;
                            }
                        case 2: {
                                message.archived = reader.bool();
                                break;
                            }
                        case 3: {
                                message.isDefault = reader.bool();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return TrackedLink;
            })();

            v1.Partner = (function() {

                /**
                 * Properties of a Partner.
                 * @memberof parasol.admin.v1
                 * @interface IPartner
                 * @property {string|null} [code] Partner code
                 * @property {string|null} [status] Partner status
                 * @property {number|null} [baseRateBps] Partner baseRateBps
                 * @property {number|null} [commissionBps] Partner commissionBps
                 * @property {Array.<parasol.admin.v1.ITrackedLink>|null} [links] Partner links
                 * @property {string|null} [createdAt] Partner createdAt
                 */

                /**
                 * Constructs a new Partner.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents a Partner.
                 * @implements IPartner
                 * @constructor
                 * @param {parasol.admin.v1.IPartner=} [properties] Properties to set
                 */
                function Partner(properties) {
                    this.links = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * Partner code.
                 * @member {string|null|undefined} code
                 * @memberof parasol.admin.v1.Partner
                 * @instance
                 */
                Partner.prototype.code = null;

                /**
                 * Partner status.
                 * @member {string|null|undefined} status
                 * @memberof parasol.admin.v1.Partner
                 * @instance
                 */
                Partner.prototype.status = null;

                /**
                 * Partner baseRateBps.
                 * @member {number|null|undefined} baseRateBps
                 * @memberof parasol.admin.v1.Partner
                 * @instance
                 */
                Partner.prototype.baseRateBps = null;

                /**
                 * Partner commissionBps.
                 * @member {number|null|undefined} commissionBps
                 * @memberof parasol.admin.v1.Partner
                 * @instance
                 */
                Partner.prototype.commissionBps = null;

                /**
                 * Partner links.
                 * @member {Array.<parasol.admin.v1.ITrackedLink>} links
                 * @memberof parasol.admin.v1.Partner
                 * @instance
                 */
                Partner.prototype.links = $util.emptyArray;

                /**
                 * Partner createdAt.
                 * @member {string|null|undefined} createdAt
                 * @memberof parasol.admin.v1.Partner
                 * @instance
                 */
                Partner.prototype.createdAt = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Partner.prototype, "_code", {
                    get: $util.oneOfGetter($oneOfFields = ["code"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Partner.prototype, "_status", {
                    get: $util.oneOfGetter($oneOfFields = ["status"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Partner.prototype, "_baseRateBps", {
                    get: $util.oneOfGetter($oneOfFields = ["baseRateBps"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Partner.prototype, "_commissionBps", {
                    get: $util.oneOfGetter($oneOfFields = ["commissionBps"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Partner.prototype, "_createdAt", {
                    get: $util.oneOfGetter($oneOfFields = ["createdAt"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified Partner message. Does not implicitly {@link parasol.admin.v1.Partner.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.Partner
                 * @static
                 * @param {parasol.admin.v1.IPartner} message Partner message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Partner.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.code != null && Object.hasOwnProperty.call(message, "code"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.code);
                    if (message.status != null && Object.hasOwnProperty.call(message, "status"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.status);
                    if (message.baseRateBps != null && Object.hasOwnProperty.call(message, "baseRateBps"))
                        writer.uint32(/* id 3, wireType 0 =*/24).int32(message.baseRateBps);
                    if (message.commissionBps != null && Object.hasOwnProperty.call(message, "commissionBps"))
                        writer.uint32(/* id 4, wireType 0 =*/32).int32(message.commissionBps);
                    if (message.links != null && message.links.length)
                        for (var i = 0; i < message.links.length; ++i)
                            $root.parasol.admin.v1.TrackedLink.encode(message.links[i], writer.uint32(/* id 5, wireType 2 =*/42).fork(), q + 1).ldelim();
                    if (message.createdAt != null && Object.hasOwnProperty.call(message, "createdAt"))
                        writer.uint32(/* id 6, wireType 2 =*/50).string(message.createdAt);
                    return writer;
                };

                /**
                 * Decodes a Partner message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.Partner
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.Partner} Partner
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Partner.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.Partner();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.code = reader.string();
                                break;
                            }
                        case 2: {
                                message.status = reader.string();
                                break;
                            }
                        case 3: {
                                message.baseRateBps = reader.int32();
                                break;
                            }
                        case 4: {
                                message.commissionBps = reader.int32();
                                break;
                            }
                        case 5: {
                                if (!(message.links && message.links.length))
                                    message.links = [];
                                message.links.push($root.parasol.admin.v1.TrackedLink.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        case 6: {
                                message.createdAt = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return Partner;
            })();

            v1.CreatePartnerRequest = (function() {

                /**
                 * Properties of a CreatePartnerRequest.
                 * @memberof parasol.admin.v1
                 * @interface ICreatePartnerRequest
                 * @property {string|null} [code] CreatePartnerRequest code
                 * @property {number|null} [baseRateBps] CreatePartnerRequest baseRateBps
                 * @property {number|null} [commissionBps] CreatePartnerRequest commissionBps
                 * @property {string|null} [status] CreatePartnerRequest status
                 * @property {Array.<parasol.admin.v1.ITrackedLink>|null} [links] CreatePartnerRequest links
                 */

                /**
                 * Constructs a new CreatePartnerRequest.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents a CreatePartnerRequest.
                 * @implements ICreatePartnerRequest
                 * @constructor
                 * @param {parasol.admin.v1.ICreatePartnerRequest=} [properties] Properties to set
                 */
                function CreatePartnerRequest(properties) {
                    this.links = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * CreatePartnerRequest code.
                 * @member {string|null|undefined} code
                 * @memberof parasol.admin.v1.CreatePartnerRequest
                 * @instance
                 */
                CreatePartnerRequest.prototype.code = null;

                /**
                 * CreatePartnerRequest baseRateBps.
                 * @member {number|null|undefined} baseRateBps
                 * @memberof parasol.admin.v1.CreatePartnerRequest
                 * @instance
                 */
                CreatePartnerRequest.prototype.baseRateBps = null;

                /**
                 * CreatePartnerRequest commissionBps.
                 * @member {number|null|undefined} commissionBps
                 * @memberof parasol.admin.v1.CreatePartnerRequest
                 * @instance
                 */
                CreatePartnerRequest.prototype.commissionBps = null;

                /**
                 * CreatePartnerRequest status.
                 * @member {string|null|undefined} status
                 * @memberof parasol.admin.v1.CreatePartnerRequest
                 * @instance
                 */
                CreatePartnerRequest.prototype.status = null;

                /**
                 * CreatePartnerRequest links.
                 * @member {Array.<parasol.admin.v1.ITrackedLink>} links
                 * @memberof parasol.admin.v1.CreatePartnerRequest
                 * @instance
                 */
                CreatePartnerRequest.prototype.links = $util.emptyArray;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CreatePartnerRequest.prototype, "_code", {
                    get: $util.oneOfGetter($oneOfFields = ["code"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CreatePartnerRequest.prototype, "_baseRateBps", {
                    get: $util.oneOfGetter($oneOfFields = ["baseRateBps"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CreatePartnerRequest.prototype, "_commissionBps", {
                    get: $util.oneOfGetter($oneOfFields = ["commissionBps"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CreatePartnerRequest.prototype, "_status", {
                    get: $util.oneOfGetter($oneOfFields = ["status"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified CreatePartnerRequest message. Does not implicitly {@link parasol.admin.v1.CreatePartnerRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.CreatePartnerRequest
                 * @static
                 * @param {parasol.admin.v1.ICreatePartnerRequest} message CreatePartnerRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                CreatePartnerRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.code != null && Object.hasOwnProperty.call(message, "code"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.code);
                    if (message.baseRateBps != null && Object.hasOwnProperty.call(message, "baseRateBps"))
                        writer.uint32(/* id 2, wireType 0 =*/16).int32(message.baseRateBps);
                    if (message.commissionBps != null && Object.hasOwnProperty.call(message, "commissionBps"))
                        writer.uint32(/* id 3, wireType 0 =*/24).int32(message.commissionBps);
                    if (message.status != null && Object.hasOwnProperty.call(message, "status"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.status);
                    if (message.links != null && message.links.length)
                        for (var i = 0; i < message.links.length; ++i)
                            $root.parasol.admin.v1.TrackedLink.encode(message.links[i], writer.uint32(/* id 5, wireType 2 =*/42).fork(), q + 1).ldelim();
                    return writer;
                };

                /**
                 * Decodes a CreatePartnerRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.CreatePartnerRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.CreatePartnerRequest} CreatePartnerRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                CreatePartnerRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.CreatePartnerRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.code = reader.string();
                                break;
                            }
                        case 2: {
                                message.baseRateBps = reader.int32();
                                break;
                            }
                        case 3: {
                                message.commissionBps = reader.int32();
                                break;
                            }
                        case 4: {
                                message.status = reader.string();
                                break;
                            }
                        case 5: {
                                if (!(message.links && message.links.length))
                                    message.links = [];
                                message.links.push($root.parasol.admin.v1.TrackedLink.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return CreatePartnerRequest;
            })();

            v1.PartnerRef = (function() {

                /**
                 * Properties of a PartnerRef.
                 * @memberof parasol.admin.v1
                 * @interface IPartnerRef
                 * @property {string|null} [code] PartnerRef code
                 */

                /**
                 * Constructs a new PartnerRef.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents a PartnerRef.
                 * @implements IPartnerRef
                 * @constructor
                 * @param {parasol.admin.v1.IPartnerRef=} [properties] Properties to set
                 */
                function PartnerRef(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * PartnerRef code.
                 * @member {string|null|undefined} code
                 * @memberof parasol.admin.v1.PartnerRef
                 * @instance
                 */
                PartnerRef.prototype.code = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(PartnerRef.prototype, "_code", {
                    get: $util.oneOfGetter($oneOfFields = ["code"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified PartnerRef message. Does not implicitly {@link parasol.admin.v1.PartnerRef.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.PartnerRef
                 * @static
                 * @param {parasol.admin.v1.IPartnerRef} message PartnerRef message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                PartnerRef.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.code != null && Object.hasOwnProperty.call(message, "code"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.code);
                    return writer;
                };

                /**
                 * Decodes a PartnerRef message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.PartnerRef
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.PartnerRef} PartnerRef
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                PartnerRef.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.PartnerRef();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.code = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return PartnerRef;
            })();

            v1.SetCommissionRequest = (function() {

                /**
                 * Properties of a SetCommissionRequest.
                 * @memberof parasol.admin.v1
                 * @interface ISetCommissionRequest
                 * @property {string|null} [code] SetCommissionRequest code
                 * @property {number|null} [commissionBps] SetCommissionRequest commissionBps
                 */

                /**
                 * Constructs a new SetCommissionRequest.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents a SetCommissionRequest.
                 * @implements ISetCommissionRequest
                 * @constructor
                 * @param {parasol.admin.v1.ISetCommissionRequest=} [properties] Properties to set
                 */
                function SetCommissionRequest(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * SetCommissionRequest code.
                 * @member {string|null|undefined} code
                 * @memberof parasol.admin.v1.SetCommissionRequest
                 * @instance
                 */
                SetCommissionRequest.prototype.code = null;

                /**
                 * SetCommissionRequest commissionBps.
                 * @member {number|null|undefined} commissionBps
                 * @memberof parasol.admin.v1.SetCommissionRequest
                 * @instance
                 */
                SetCommissionRequest.prototype.commissionBps = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(SetCommissionRequest.prototype, "_code", {
                    get: $util.oneOfGetter($oneOfFields = ["code"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(SetCommissionRequest.prototype, "_commissionBps", {
                    get: $util.oneOfGetter($oneOfFields = ["commissionBps"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified SetCommissionRequest message. Does not implicitly {@link parasol.admin.v1.SetCommissionRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.SetCommissionRequest
                 * @static
                 * @param {parasol.admin.v1.ISetCommissionRequest} message SetCommissionRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                SetCommissionRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.code != null && Object.hasOwnProperty.call(message, "code"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.code);
                    if (message.commissionBps != null && Object.hasOwnProperty.call(message, "commissionBps"))
                        writer.uint32(/* id 2, wireType 0 =*/16).int32(message.commissionBps);
                    return writer;
                };

                /**
                 * Decodes a SetCommissionRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.SetCommissionRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.SetCommissionRequest} SetCommissionRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                SetCommissionRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.SetCommissionRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.code = reader.string();
                                break;
                            }
                        case 2: {
                                message.commissionBps = reader.int32();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return SetCommissionRequest;
            })();

            v1.CreateLinkRequest = (function() {

                /**
                 * Properties of a CreateLinkRequest.
                 * @memberof parasol.admin.v1
                 * @interface ICreateLinkRequest
                 * @property {string|null} [partnerCode] CreateLinkRequest partnerCode
                 * @property {string|null} [code] CreateLinkRequest code
                 * @property {boolean|null} [isDefault] CreateLinkRequest isDefault
                 */

                /**
                 * Constructs a new CreateLinkRequest.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents a CreateLinkRequest.
                 * @implements ICreateLinkRequest
                 * @constructor
                 * @param {parasol.admin.v1.ICreateLinkRequest=} [properties] Properties to set
                 */
                function CreateLinkRequest(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * CreateLinkRequest partnerCode.
                 * @member {string|null|undefined} partnerCode
                 * @memberof parasol.admin.v1.CreateLinkRequest
                 * @instance
                 */
                CreateLinkRequest.prototype.partnerCode = null;

                /**
                 * CreateLinkRequest code.
                 * @member {string|null|undefined} code
                 * @memberof parasol.admin.v1.CreateLinkRequest
                 * @instance
                 */
                CreateLinkRequest.prototype.code = null;

                /**
                 * CreateLinkRequest isDefault.
                 * @member {boolean|null|undefined} isDefault
                 * @memberof parasol.admin.v1.CreateLinkRequest
                 * @instance
                 */
                CreateLinkRequest.prototype.isDefault = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CreateLinkRequest.prototype, "_partnerCode", {
                    get: $util.oneOfGetter($oneOfFields = ["partnerCode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CreateLinkRequest.prototype, "_code", {
                    get: $util.oneOfGetter($oneOfFields = ["code"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CreateLinkRequest.prototype, "_isDefault", {
                    get: $util.oneOfGetter($oneOfFields = ["isDefault"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified CreateLinkRequest message. Does not implicitly {@link parasol.admin.v1.CreateLinkRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.CreateLinkRequest
                 * @static
                 * @param {parasol.admin.v1.ICreateLinkRequest} message CreateLinkRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                CreateLinkRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.partnerCode != null && Object.hasOwnProperty.call(message, "partnerCode"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.partnerCode);
                    if (message.code != null && Object.hasOwnProperty.call(message, "code"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.code);
                    if (message.isDefault != null && Object.hasOwnProperty.call(message, "isDefault"))
                        writer.uint32(/* id 3, wireType 0 =*/24).bool(message.isDefault);
                    return writer;
                };

                /**
                 * Decodes a CreateLinkRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.CreateLinkRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.CreateLinkRequest} CreateLinkRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                CreateLinkRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.CreateLinkRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.partnerCode = reader.string();
                                break;
                            }
                        case 2: {
                                message.code = reader.string();
                                break;
                            }
                        case 3: {
                                message.isDefault = reader.bool();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return CreateLinkRequest;
            })();

            v1.LinkRef = (function() {

                /**
                 * Properties of a LinkRef.
                 * @memberof parasol.admin.v1
                 * @interface ILinkRef
                 * @property {string|null} [partnerCode] LinkRef partnerCode
                 * @property {string|null} [code] LinkRef code
                 */

                /**
                 * Constructs a new LinkRef.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents a LinkRef.
                 * @implements ILinkRef
                 * @constructor
                 * @param {parasol.admin.v1.ILinkRef=} [properties] Properties to set
                 */
                function LinkRef(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * LinkRef partnerCode.
                 * @member {string|null|undefined} partnerCode
                 * @memberof parasol.admin.v1.LinkRef
                 * @instance
                 */
                LinkRef.prototype.partnerCode = null;

                /**
                 * LinkRef code.
                 * @member {string|null|undefined} code
                 * @memberof parasol.admin.v1.LinkRef
                 * @instance
                 */
                LinkRef.prototype.code = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LinkRef.prototype, "_partnerCode", {
                    get: $util.oneOfGetter($oneOfFields = ["partnerCode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LinkRef.prototype, "_code", {
                    get: $util.oneOfGetter($oneOfFields = ["code"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified LinkRef message. Does not implicitly {@link parasol.admin.v1.LinkRef.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.LinkRef
                 * @static
                 * @param {parasol.admin.v1.ILinkRef} message LinkRef message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                LinkRef.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.partnerCode != null && Object.hasOwnProperty.call(message, "partnerCode"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.partnerCode);
                    if (message.code != null && Object.hasOwnProperty.call(message, "code"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.code);
                    return writer;
                };

                /**
                 * Decodes a LinkRef message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.LinkRef
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.LinkRef} LinkRef
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                LinkRef.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.LinkRef();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.partnerCode = reader.string();
                                break;
                            }
                        case 2: {
                                message.code = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return LinkRef;
            })();

            v1.Quota = (function() {

                /**
                 * Properties of a Quota.
                 * @memberof parasol.admin.v1
                 * @interface IQuota
                 * @property {number|null} [reads] Quota reads
                 * @property {number|null} [writes] Quota writes
                 */

                /**
                 * Constructs a new Quota.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents a Quota.
                 * @implements IQuota
                 * @constructor
                 * @param {parasol.admin.v1.IQuota=} [properties] Properties to set
                 */
                function Quota(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * Quota reads.
                 * @member {number|null|undefined} reads
                 * @memberof parasol.admin.v1.Quota
                 * @instance
                 */
                Quota.prototype.reads = null;

                /**
                 * Quota writes.
                 * @member {number|null|undefined} writes
                 * @memberof parasol.admin.v1.Quota
                 * @instance
                 */
                Quota.prototype.writes = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Quota.prototype, "_reads", {
                    get: $util.oneOfGetter($oneOfFields = ["reads"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Quota.prototype, "_writes", {
                    get: $util.oneOfGetter($oneOfFields = ["writes"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified Quota message. Does not implicitly {@link parasol.admin.v1.Quota.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.Quota
                 * @static
                 * @param {parasol.admin.v1.IQuota} message Quota message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Quota.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.reads != null && Object.hasOwnProperty.call(message, "reads"))
                        writer.uint32(/* id 1, wireType 0 =*/8).int32(message.reads);
                    if (message.writes != null && Object.hasOwnProperty.call(message, "writes"))
                        writer.uint32(/* id 2, wireType 0 =*/16).int32(message.writes);
                    return writer;
                };

                /**
                 * Decodes a Quota message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.Quota
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.Quota} Quota
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Quota.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.Quota();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.reads = reader.int32();
                                break;
                            }
                        case 2: {
                                message.writes = reader.int32();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return Quota;
            })();

            v1.CreateKeyRequest = (function() {

                /**
                 * Properties of a CreateKeyRequest.
                 * @memberof parasol.admin.v1
                 * @interface ICreateKeyRequest
                 * @property {string|null} [mode] CreateKeyRequest mode
                 * @property {Array.<string>|null} [scopes] CreateKeyRequest scopes
                 * @property {string|null} [partnerCode] CreateKeyRequest partnerCode
                 * @property {parasol.admin.v1.IQuota|null} [quota] CreateKeyRequest quota
                 * @property {Array.<string>|null} [cardModes] CreateKeyRequest cardModes
                 */

                /**
                 * Constructs a new CreateKeyRequest.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents a CreateKeyRequest.
                 * @implements ICreateKeyRequest
                 * @constructor
                 * @param {parasol.admin.v1.ICreateKeyRequest=} [properties] Properties to set
                 */
                function CreateKeyRequest(properties) {
                    this.scopes = [];
                    this.cardModes = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * CreateKeyRequest mode.
                 * @member {string|null|undefined} mode
                 * @memberof parasol.admin.v1.CreateKeyRequest
                 * @instance
                 */
                CreateKeyRequest.prototype.mode = null;

                /**
                 * CreateKeyRequest scopes.
                 * @member {Array.<string>} scopes
                 * @memberof parasol.admin.v1.CreateKeyRequest
                 * @instance
                 */
                CreateKeyRequest.prototype.scopes = $util.emptyArray;

                /**
                 * CreateKeyRequest partnerCode.
                 * @member {string|null|undefined} partnerCode
                 * @memberof parasol.admin.v1.CreateKeyRequest
                 * @instance
                 */
                CreateKeyRequest.prototype.partnerCode = null;

                /**
                 * CreateKeyRequest quota.
                 * @member {parasol.admin.v1.IQuota|null|undefined} quota
                 * @memberof parasol.admin.v1.CreateKeyRequest
                 * @instance
                 */
                CreateKeyRequest.prototype.quota = null;

                /**
                 * CreateKeyRequest cardModes.
                 * @member {Array.<string>} cardModes
                 * @memberof parasol.admin.v1.CreateKeyRequest
                 * @instance
                 */
                CreateKeyRequest.prototype.cardModes = $util.emptyArray;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CreateKeyRequest.prototype, "_mode", {
                    get: $util.oneOfGetter($oneOfFields = ["mode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CreateKeyRequest.prototype, "_partnerCode", {
                    get: $util.oneOfGetter($oneOfFields = ["partnerCode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified CreateKeyRequest message. Does not implicitly {@link parasol.admin.v1.CreateKeyRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.CreateKeyRequest
                 * @static
                 * @param {parasol.admin.v1.ICreateKeyRequest} message CreateKeyRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                CreateKeyRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.mode != null && Object.hasOwnProperty.call(message, "mode"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.mode);
                    if (message.scopes != null && message.scopes.length)
                        for (var i = 0; i < message.scopes.length; ++i)
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.scopes[i]);
                    if (message.partnerCode != null && Object.hasOwnProperty.call(message, "partnerCode"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.partnerCode);
                    if (message.quota != null && Object.hasOwnProperty.call(message, "quota"))
                        $root.parasol.admin.v1.Quota.encode(message.quota, writer.uint32(/* id 4, wireType 2 =*/34).fork(), q + 1).ldelim();
                    if (message.cardModes != null && message.cardModes.length)
                        for (var i = 0; i < message.cardModes.length; ++i)
                            writer.uint32(/* id 5, wireType 2 =*/42).string(message.cardModes[i]);
                    return writer;
                };

                /**
                 * Decodes a CreateKeyRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.CreateKeyRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.CreateKeyRequest} CreateKeyRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                CreateKeyRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.CreateKeyRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.mode = reader.string();
                                break;
                            }
                        case 2: {
                                if (!(message.scopes && message.scopes.length))
                                    message.scopes = [];
                                message.scopes.push(reader.string());
                                break;
                            }
                        case 3: {
                                message.partnerCode = reader.string();
                                break;
                            }
                        case 4: {
                                message.quota = $root.parasol.admin.v1.Quota.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 5: {
                                if (!(message.cardModes && message.cardModes.length))
                                    message.cardModes = [];
                                message.cardModes.push(reader.string());
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return CreateKeyRequest;
            })();

            v1.IssuedKey = (function() {

                /**
                 * Properties of an IssuedKey.
                 * @memberof parasol.admin.v1
                 * @interface IIssuedKey
                 * @property {string|null} [keyId] IssuedKey keyId
                 * @property {string|null} [secret] IssuedKey secret
                 * @property {string|null} [mode] IssuedKey mode
                 */

                /**
                 * Constructs a new IssuedKey.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents an IssuedKey.
                 * @implements IIssuedKey
                 * @constructor
                 * @param {parasol.admin.v1.IIssuedKey=} [properties] Properties to set
                 */
                function IssuedKey(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * IssuedKey keyId.
                 * @member {string|null|undefined} keyId
                 * @memberof parasol.admin.v1.IssuedKey
                 * @instance
                 */
                IssuedKey.prototype.keyId = null;

                /**
                 * IssuedKey secret.
                 * @member {string|null|undefined} secret
                 * @memberof parasol.admin.v1.IssuedKey
                 * @instance
                 */
                IssuedKey.prototype.secret = null;

                /**
                 * IssuedKey mode.
                 * @member {string|null|undefined} mode
                 * @memberof parasol.admin.v1.IssuedKey
                 * @instance
                 */
                IssuedKey.prototype.mode = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(IssuedKey.prototype, "_keyId", {
                    get: $util.oneOfGetter($oneOfFields = ["keyId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(IssuedKey.prototype, "_secret", {
                    get: $util.oneOfGetter($oneOfFields = ["secret"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(IssuedKey.prototype, "_mode", {
                    get: $util.oneOfGetter($oneOfFields = ["mode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified IssuedKey message. Does not implicitly {@link parasol.admin.v1.IssuedKey.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.IssuedKey
                 * @static
                 * @param {parasol.admin.v1.IIssuedKey} message IssuedKey message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                IssuedKey.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.keyId != null && Object.hasOwnProperty.call(message, "keyId"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.keyId);
                    if (message.secret != null && Object.hasOwnProperty.call(message, "secret"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.secret);
                    if (message.mode != null && Object.hasOwnProperty.call(message, "mode"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.mode);
                    return writer;
                };

                /**
                 * Decodes an IssuedKey message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.IssuedKey
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.IssuedKey} IssuedKey
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                IssuedKey.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.IssuedKey();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.keyId = reader.string();
                                break;
                            }
                        case 2: {
                                message.secret = reader.string();
                                break;
                            }
                        case 3: {
                                message.mode = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return IssuedKey;
            })();

            v1.KeyRef = (function() {

                /**
                 * Properties of a KeyRef.
                 * @memberof parasol.admin.v1
                 * @interface IKeyRef
                 * @property {string|null} [keyId] KeyRef keyId
                 */

                /**
                 * Constructs a new KeyRef.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents a KeyRef.
                 * @implements IKeyRef
                 * @constructor
                 * @param {parasol.admin.v1.IKeyRef=} [properties] Properties to set
                 */
                function KeyRef(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * KeyRef keyId.
                 * @member {string|null|undefined} keyId
                 * @memberof parasol.admin.v1.KeyRef
                 * @instance
                 */
                KeyRef.prototype.keyId = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(KeyRef.prototype, "_keyId", {
                    get: $util.oneOfGetter($oneOfFields = ["keyId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified KeyRef message. Does not implicitly {@link parasol.admin.v1.KeyRef.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.KeyRef
                 * @static
                 * @param {parasol.admin.v1.IKeyRef} message KeyRef message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                KeyRef.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.keyId != null && Object.hasOwnProperty.call(message, "keyId"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.keyId);
                    return writer;
                };

                /**
                 * Decodes a KeyRef message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.KeyRef
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.KeyRef} KeyRef
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                KeyRef.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.KeyRef();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.keyId = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return KeyRef;
            })();

            v1.RevokedKey = (function() {

                /**
                 * Properties of a RevokedKey.
                 * @memberof parasol.admin.v1
                 * @interface IRevokedKey
                 * @property {string|null} [keyId] RevokedKey keyId
                 * @property {string|null} [revokedAt] RevokedKey revokedAt
                 */

                /**
                 * Constructs a new RevokedKey.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents a RevokedKey.
                 * @implements IRevokedKey
                 * @constructor
                 * @param {parasol.admin.v1.IRevokedKey=} [properties] Properties to set
                 */
                function RevokedKey(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * RevokedKey keyId.
                 * @member {string|null|undefined} keyId
                 * @memberof parasol.admin.v1.RevokedKey
                 * @instance
                 */
                RevokedKey.prototype.keyId = null;

                /**
                 * RevokedKey revokedAt.
                 * @member {string|null|undefined} revokedAt
                 * @memberof parasol.admin.v1.RevokedKey
                 * @instance
                 */
                RevokedKey.prototype.revokedAt = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(RevokedKey.prototype, "_keyId", {
                    get: $util.oneOfGetter($oneOfFields = ["keyId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(RevokedKey.prototype, "_revokedAt", {
                    get: $util.oneOfGetter($oneOfFields = ["revokedAt"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified RevokedKey message. Does not implicitly {@link parasol.admin.v1.RevokedKey.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.RevokedKey
                 * @static
                 * @param {parasol.admin.v1.IRevokedKey} message RevokedKey message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                RevokedKey.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.keyId != null && Object.hasOwnProperty.call(message, "keyId"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.keyId);
                    if (message.revokedAt != null && Object.hasOwnProperty.call(message, "revokedAt"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.revokedAt);
                    return writer;
                };

                /**
                 * Decodes a RevokedKey message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.RevokedKey
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.RevokedKey} RevokedKey
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                RevokedKey.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.RevokedKey();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.keyId = reader.string();
                                break;
                            }
                        case 2: {
                                message.revokedAt = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return RevokedKey;
            })();

            v1.ListKeysRequest = (function() {

                /**
                 * Properties of a ListKeysRequest.
                 * @memberof parasol.admin.v1
                 * @interface IListKeysRequest
                 * @property {string|null} [partnerCode] ListKeysRequest partnerCode
                 */

                /**
                 * Constructs a new ListKeysRequest.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents a ListKeysRequest.
                 * @implements IListKeysRequest
                 * @constructor
                 * @param {parasol.admin.v1.IListKeysRequest=} [properties] Properties to set
                 */
                function ListKeysRequest(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * ListKeysRequest partnerCode.
                 * @member {string|null|undefined} partnerCode
                 * @memberof parasol.admin.v1.ListKeysRequest
                 * @instance
                 */
                ListKeysRequest.prototype.partnerCode = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(ListKeysRequest.prototype, "_partnerCode", {
                    get: $util.oneOfGetter($oneOfFields = ["partnerCode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified ListKeysRequest message. Does not implicitly {@link parasol.admin.v1.ListKeysRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.ListKeysRequest
                 * @static
                 * @param {parasol.admin.v1.IListKeysRequest} message ListKeysRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                ListKeysRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.partnerCode != null && Object.hasOwnProperty.call(message, "partnerCode"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.partnerCode);
                    return writer;
                };

                /**
                 * Decodes a ListKeysRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.ListKeysRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.ListKeysRequest} ListKeysRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                ListKeysRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.ListKeysRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.partnerCode = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return ListKeysRequest;
            })();

            v1.KeyList = (function() {

                /**
                 * Properties of a KeyList.
                 * @memberof parasol.admin.v1
                 * @interface IKeyList
                 * @property {Array.<parasol.admin.v1.IKeySummary>|null} [keys] KeyList keys
                 */

                /**
                 * Constructs a new KeyList.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents a KeyList.
                 * @implements IKeyList
                 * @constructor
                 * @param {parasol.admin.v1.IKeyList=} [properties] Properties to set
                 */
                function KeyList(properties) {
                    this.keys = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * KeyList keys.
                 * @member {Array.<parasol.admin.v1.IKeySummary>} keys
                 * @memberof parasol.admin.v1.KeyList
                 * @instance
                 */
                KeyList.prototype.keys = $util.emptyArray;

                /**
                 * Encodes the specified KeyList message. Does not implicitly {@link parasol.admin.v1.KeyList.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.KeyList
                 * @static
                 * @param {parasol.admin.v1.IKeyList} message KeyList message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                KeyList.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.keys != null && message.keys.length)
                        for (var i = 0; i < message.keys.length; ++i)
                            $root.parasol.admin.v1.KeySummary.encode(message.keys[i], writer.uint32(/* id 1, wireType 2 =*/10).fork(), q + 1).ldelim();
                    return writer;
                };

                /**
                 * Decodes a KeyList message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.KeyList
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.KeyList} KeyList
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                KeyList.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.KeyList();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                if (!(message.keys && message.keys.length))
                                    message.keys = [];
                                message.keys.push($root.parasol.admin.v1.KeySummary.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return KeyList;
            })();

            v1.KeySummary = (function() {

                /**
                 * Properties of a KeySummary.
                 * @memberof parasol.admin.v1
                 * @interface IKeySummary
                 * @property {string|null} [keyId] KeySummary keyId
                 * @property {string|null} [mode] KeySummary mode
                 * @property {Array.<string>|null} [scopes] KeySummary scopes
                 * @property {string|null} [partnerCode] KeySummary partnerCode
                 * @property {parasol.admin.v1.IQuota|null} [quota] KeySummary quota
                 * @property {number|null} [burstPerMinute] KeySummary burstPerMinute
                 * @property {Array.<string>|null} [cardModes] KeySummary cardModes
                 * @property {string|null} [createdAt] KeySummary createdAt
                 * @property {string|null} [revokedAt] KeySummary revokedAt
                 * @property {number|null} [liveSecrets] KeySummary liveSecrets
                 */

                /**
                 * Constructs a new KeySummary.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents a KeySummary.
                 * @implements IKeySummary
                 * @constructor
                 * @param {parasol.admin.v1.IKeySummary=} [properties] Properties to set
                 */
                function KeySummary(properties) {
                    this.scopes = [];
                    this.cardModes = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * KeySummary keyId.
                 * @member {string|null|undefined} keyId
                 * @memberof parasol.admin.v1.KeySummary
                 * @instance
                 */
                KeySummary.prototype.keyId = null;

                /**
                 * KeySummary mode.
                 * @member {string|null|undefined} mode
                 * @memberof parasol.admin.v1.KeySummary
                 * @instance
                 */
                KeySummary.prototype.mode = null;

                /**
                 * KeySummary scopes.
                 * @member {Array.<string>} scopes
                 * @memberof parasol.admin.v1.KeySummary
                 * @instance
                 */
                KeySummary.prototype.scopes = $util.emptyArray;

                /**
                 * KeySummary partnerCode.
                 * @member {string|null|undefined} partnerCode
                 * @memberof parasol.admin.v1.KeySummary
                 * @instance
                 */
                KeySummary.prototype.partnerCode = null;

                /**
                 * KeySummary quota.
                 * @member {parasol.admin.v1.IQuota|null|undefined} quota
                 * @memberof parasol.admin.v1.KeySummary
                 * @instance
                 */
                KeySummary.prototype.quota = null;

                /**
                 * KeySummary burstPerMinute.
                 * @member {number|null|undefined} burstPerMinute
                 * @memberof parasol.admin.v1.KeySummary
                 * @instance
                 */
                KeySummary.prototype.burstPerMinute = null;

                /**
                 * KeySummary cardModes.
                 * @member {Array.<string>} cardModes
                 * @memberof parasol.admin.v1.KeySummary
                 * @instance
                 */
                KeySummary.prototype.cardModes = $util.emptyArray;

                /**
                 * KeySummary createdAt.
                 * @member {string|null|undefined} createdAt
                 * @memberof parasol.admin.v1.KeySummary
                 * @instance
                 */
                KeySummary.prototype.createdAt = null;

                /**
                 * KeySummary revokedAt.
                 * @member {string|null|undefined} revokedAt
                 * @memberof parasol.admin.v1.KeySummary
                 * @instance
                 */
                KeySummary.prototype.revokedAt = null;

                /**
                 * KeySummary liveSecrets.
                 * @member {number|null|undefined} liveSecrets
                 * @memberof parasol.admin.v1.KeySummary
                 * @instance
                 */
                KeySummary.prototype.liveSecrets = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(KeySummary.prototype, "_keyId", {
                    get: $util.oneOfGetter($oneOfFields = ["keyId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(KeySummary.prototype, "_mode", {
                    get: $util.oneOfGetter($oneOfFields = ["mode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(KeySummary.prototype, "_partnerCode", {
                    get: $util.oneOfGetter($oneOfFields = ["partnerCode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(KeySummary.prototype, "_burstPerMinute", {
                    get: $util.oneOfGetter($oneOfFields = ["burstPerMinute"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(KeySummary.prototype, "_createdAt", {
                    get: $util.oneOfGetter($oneOfFields = ["createdAt"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(KeySummary.prototype, "_revokedAt", {
                    get: $util.oneOfGetter($oneOfFields = ["revokedAt"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(KeySummary.prototype, "_liveSecrets", {
                    get: $util.oneOfGetter($oneOfFields = ["liveSecrets"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified KeySummary message. Does not implicitly {@link parasol.admin.v1.KeySummary.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.KeySummary
                 * @static
                 * @param {parasol.admin.v1.IKeySummary} message KeySummary message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                KeySummary.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.keyId != null && Object.hasOwnProperty.call(message, "keyId"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.keyId);
                    if (message.mode != null && Object.hasOwnProperty.call(message, "mode"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.mode);
                    if (message.scopes != null && message.scopes.length)
                        for (var i = 0; i < message.scopes.length; ++i)
                            writer.uint32(/* id 3, wireType 2 =*/26).string(message.scopes[i]);
                    if (message.partnerCode != null && Object.hasOwnProperty.call(message, "partnerCode"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.partnerCode);
                    if (message.quota != null && Object.hasOwnProperty.call(message, "quota"))
                        $root.parasol.admin.v1.Quota.encode(message.quota, writer.uint32(/* id 5, wireType 2 =*/42).fork(), q + 1).ldelim();
                    if (message.burstPerMinute != null && Object.hasOwnProperty.call(message, "burstPerMinute"))
                        writer.uint32(/* id 6, wireType 0 =*/48).int32(message.burstPerMinute);
                    if (message.cardModes != null && message.cardModes.length)
                        for (var i = 0; i < message.cardModes.length; ++i)
                            writer.uint32(/* id 7, wireType 2 =*/58).string(message.cardModes[i]);
                    if (message.createdAt != null && Object.hasOwnProperty.call(message, "createdAt"))
                        writer.uint32(/* id 8, wireType 2 =*/66).string(message.createdAt);
                    if (message.revokedAt != null && Object.hasOwnProperty.call(message, "revokedAt"))
                        writer.uint32(/* id 9, wireType 2 =*/74).string(message.revokedAt);
                    if (message.liveSecrets != null && Object.hasOwnProperty.call(message, "liveSecrets"))
                        writer.uint32(/* id 10, wireType 0 =*/80).int32(message.liveSecrets);
                    return writer;
                };

                /**
                 * Decodes a KeySummary message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.KeySummary
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.KeySummary} KeySummary
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                KeySummary.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.KeySummary();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.keyId = reader.string();
                                break;
                            }
                        case 2: {
                                message.mode = reader.string();
                                break;
                            }
                        case 3: {
                                if (!(message.scopes && message.scopes.length))
                                    message.scopes = [];
                                message.scopes.push(reader.string());
                                break;
                            }
                        case 4: {
                                message.partnerCode = reader.string();
                                break;
                            }
                        case 5: {
                                message.quota = $root.parasol.admin.v1.Quota.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 6: {
                                message.burstPerMinute = reader.int32();
                                break;
                            }
                        case 7: {
                                if (!(message.cardModes && message.cardModes.length))
                                    message.cardModes = [];
                                message.cardModes.push(reader.string());
                                break;
                            }
                        case 8: {
                                message.createdAt = reader.string();
                                break;
                            }
                        case 9: {
                                message.revokedAt = reader.string();
                                break;
                            }
                        case 10: {
                                message.liveSecrets = reader.int32();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return KeySummary;
            })();

            v1.SetKeyQuotaRequest = (function() {

                /**
                 * Properties of a SetKeyQuotaRequest.
                 * @memberof parasol.admin.v1
                 * @interface ISetKeyQuotaRequest
                 * @property {string|null} [keyId] SetKeyQuotaRequest keyId
                 * @property {parasol.admin.v1.IQuota|null} [quota] SetKeyQuotaRequest quota
                 * @property {number|null} [burstPerMinute] SetKeyQuotaRequest burstPerMinute
                 */

                /**
                 * Constructs a new SetKeyQuotaRequest.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents a SetKeyQuotaRequest.
                 * @implements ISetKeyQuotaRequest
                 * @constructor
                 * @param {parasol.admin.v1.ISetKeyQuotaRequest=} [properties] Properties to set
                 */
                function SetKeyQuotaRequest(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * SetKeyQuotaRequest keyId.
                 * @member {string|null|undefined} keyId
                 * @memberof parasol.admin.v1.SetKeyQuotaRequest
                 * @instance
                 */
                SetKeyQuotaRequest.prototype.keyId = null;

                /**
                 * SetKeyQuotaRequest quota.
                 * @member {parasol.admin.v1.IQuota|null|undefined} quota
                 * @memberof parasol.admin.v1.SetKeyQuotaRequest
                 * @instance
                 */
                SetKeyQuotaRequest.prototype.quota = null;

                /**
                 * SetKeyQuotaRequest burstPerMinute.
                 * @member {number|null|undefined} burstPerMinute
                 * @memberof parasol.admin.v1.SetKeyQuotaRequest
                 * @instance
                 */
                SetKeyQuotaRequest.prototype.burstPerMinute = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(SetKeyQuotaRequest.prototype, "_keyId", {
                    get: $util.oneOfGetter($oneOfFields = ["keyId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(SetKeyQuotaRequest.prototype, "_burstPerMinute", {
                    get: $util.oneOfGetter($oneOfFields = ["burstPerMinute"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified SetKeyQuotaRequest message. Does not implicitly {@link parasol.admin.v1.SetKeyQuotaRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.SetKeyQuotaRequest
                 * @static
                 * @param {parasol.admin.v1.ISetKeyQuotaRequest} message SetKeyQuotaRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                SetKeyQuotaRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.keyId != null && Object.hasOwnProperty.call(message, "keyId"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.keyId);
                    if (message.quota != null && Object.hasOwnProperty.call(message, "quota"))
                        $root.parasol.admin.v1.Quota.encode(message.quota, writer.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                    if (message.burstPerMinute != null && Object.hasOwnProperty.call(message, "burstPerMinute"))
                        writer.uint32(/* id 3, wireType 0 =*/24).int32(message.burstPerMinute);
                    return writer;
                };

                /**
                 * Decodes a SetKeyQuotaRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.SetKeyQuotaRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.SetKeyQuotaRequest} SetKeyQuotaRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                SetKeyQuotaRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.SetKeyQuotaRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.keyId = reader.string();
                                break;
                            }
                        case 2: {
                                message.quota = $root.parasol.admin.v1.Quota.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 3: {
                                message.burstPerMinute = reader.int32();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return SetKeyQuotaRequest;
            })();

            v1.LiveAccess = (function() {

                /**
                 * Properties of a LiveAccess.
                 * @memberof parasol.admin.v1
                 * @interface ILiveAccess
                 * @property {string|null} [partnerCode] LiveAccess partnerCode
                 * @property {boolean|null} [approved] LiveAccess approved
                 * @property {number|null} [sandboxPriceCalls] LiveAccess sandboxPriceCalls
                 * @property {number|null} [sandboxLinksMinted] LiveAccess sandboxLinksMinted
                 * @property {number|null} [priceCallsNeeded] LiveAccess priceCallsNeeded
                 * @property {number|null} [linksNeeded] LiveAccess linksNeeded
                 */

                /**
                 * Constructs a new LiveAccess.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents a LiveAccess.
                 * @implements ILiveAccess
                 * @constructor
                 * @param {parasol.admin.v1.ILiveAccess=} [properties] Properties to set
                 */
                function LiveAccess(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * LiveAccess partnerCode.
                 * @member {string|null|undefined} partnerCode
                 * @memberof parasol.admin.v1.LiveAccess
                 * @instance
                 */
                LiveAccess.prototype.partnerCode = null;

                /**
                 * LiveAccess approved.
                 * @member {boolean|null|undefined} approved
                 * @memberof parasol.admin.v1.LiveAccess
                 * @instance
                 */
                LiveAccess.prototype.approved = null;

                /**
                 * LiveAccess sandboxPriceCalls.
                 * @member {number|null|undefined} sandboxPriceCalls
                 * @memberof parasol.admin.v1.LiveAccess
                 * @instance
                 */
                LiveAccess.prototype.sandboxPriceCalls = null;

                /**
                 * LiveAccess sandboxLinksMinted.
                 * @member {number|null|undefined} sandboxLinksMinted
                 * @memberof parasol.admin.v1.LiveAccess
                 * @instance
                 */
                LiveAccess.prototype.sandboxLinksMinted = null;

                /**
                 * LiveAccess priceCallsNeeded.
                 * @member {number|null|undefined} priceCallsNeeded
                 * @memberof parasol.admin.v1.LiveAccess
                 * @instance
                 */
                LiveAccess.prototype.priceCallsNeeded = null;

                /**
                 * LiveAccess linksNeeded.
                 * @member {number|null|undefined} linksNeeded
                 * @memberof parasol.admin.v1.LiveAccess
                 * @instance
                 */
                LiveAccess.prototype.linksNeeded = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LiveAccess.prototype, "_partnerCode", {
                    get: $util.oneOfGetter($oneOfFields = ["partnerCode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LiveAccess.prototype, "_approved", {
                    get: $util.oneOfGetter($oneOfFields = ["approved"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LiveAccess.prototype, "_sandboxPriceCalls", {
                    get: $util.oneOfGetter($oneOfFields = ["sandboxPriceCalls"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LiveAccess.prototype, "_sandboxLinksMinted", {
                    get: $util.oneOfGetter($oneOfFields = ["sandboxLinksMinted"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LiveAccess.prototype, "_priceCallsNeeded", {
                    get: $util.oneOfGetter($oneOfFields = ["priceCallsNeeded"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(LiveAccess.prototype, "_linksNeeded", {
                    get: $util.oneOfGetter($oneOfFields = ["linksNeeded"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified LiveAccess message. Does not implicitly {@link parasol.admin.v1.LiveAccess.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.LiveAccess
                 * @static
                 * @param {parasol.admin.v1.ILiveAccess} message LiveAccess message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                LiveAccess.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.partnerCode != null && Object.hasOwnProperty.call(message, "partnerCode"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.partnerCode);
                    if (message.approved != null && Object.hasOwnProperty.call(message, "approved"))
                        writer.uint32(/* id 2, wireType 0 =*/16).bool(message.approved);
                    if (message.sandboxPriceCalls != null && Object.hasOwnProperty.call(message, "sandboxPriceCalls"))
                        writer.uint32(/* id 3, wireType 0 =*/24).int32(message.sandboxPriceCalls);
                    if (message.sandboxLinksMinted != null && Object.hasOwnProperty.call(message, "sandboxLinksMinted"))
                        writer.uint32(/* id 4, wireType 0 =*/32).int32(message.sandboxLinksMinted);
                    if (message.priceCallsNeeded != null && Object.hasOwnProperty.call(message, "priceCallsNeeded"))
                        writer.uint32(/* id 5, wireType 0 =*/40).int32(message.priceCallsNeeded);
                    if (message.linksNeeded != null && Object.hasOwnProperty.call(message, "linksNeeded"))
                        writer.uint32(/* id 6, wireType 0 =*/48).int32(message.linksNeeded);
                    return writer;
                };

                /**
                 * Decodes a LiveAccess message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.LiveAccess
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.LiveAccess} LiveAccess
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                LiveAccess.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.LiveAccess();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.partnerCode = reader.string();
                                break;
                            }
                        case 2: {
                                message.approved = reader.bool();
                                break;
                            }
                        case 3: {
                                message.sandboxPriceCalls = reader.int32();
                                break;
                            }
                        case 4: {
                                message.sandboxLinksMinted = reader.int32();
                                break;
                            }
                        case 5: {
                                message.priceCallsNeeded = reader.int32();
                                break;
                            }
                        case 6: {
                                message.linksNeeded = reader.int32();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return LiveAccess;
            })();

            v1.IssueLiveKeyRequest = (function() {

                /**
                 * Properties of an IssueLiveKeyRequest.
                 * @memberof parasol.admin.v1
                 * @interface IIssueLiveKeyRequest
                 * @property {string|null} [partnerCode] IssueLiveKeyRequest partnerCode
                 * @property {parasol.admin.v1.IQuota|null} [quota] IssueLiveKeyRequest quota
                 * @property {Array.<string>|null} [scopes] IssueLiveKeyRequest scopes
                 * @property {Array.<string>|null} [cardModes] IssueLiveKeyRequest cardModes
                 */

                /**
                 * Constructs a new IssueLiveKeyRequest.
                 * @memberof parasol.admin.v1
                 * @classdesc Represents an IssueLiveKeyRequest.
                 * @implements IIssueLiveKeyRequest
                 * @constructor
                 * @param {parasol.admin.v1.IIssueLiveKeyRequest=} [properties] Properties to set
                 */
                function IssueLiveKeyRequest(properties) {
                    this.scopes = [];
                    this.cardModes = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * IssueLiveKeyRequest partnerCode.
                 * @member {string|null|undefined} partnerCode
                 * @memberof parasol.admin.v1.IssueLiveKeyRequest
                 * @instance
                 */
                IssueLiveKeyRequest.prototype.partnerCode = null;

                /**
                 * IssueLiveKeyRequest quota.
                 * @member {parasol.admin.v1.IQuota|null|undefined} quota
                 * @memberof parasol.admin.v1.IssueLiveKeyRequest
                 * @instance
                 */
                IssueLiveKeyRequest.prototype.quota = null;

                /**
                 * IssueLiveKeyRequest scopes.
                 * @member {Array.<string>} scopes
                 * @memberof parasol.admin.v1.IssueLiveKeyRequest
                 * @instance
                 */
                IssueLiveKeyRequest.prototype.scopes = $util.emptyArray;

                /**
                 * IssueLiveKeyRequest cardModes.
                 * @member {Array.<string>} cardModes
                 * @memberof parasol.admin.v1.IssueLiveKeyRequest
                 * @instance
                 */
                IssueLiveKeyRequest.prototype.cardModes = $util.emptyArray;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(IssueLiveKeyRequest.prototype, "_partnerCode", {
                    get: $util.oneOfGetter($oneOfFields = ["partnerCode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified IssueLiveKeyRequest message. Does not implicitly {@link parasol.admin.v1.IssueLiveKeyRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.admin.v1.IssueLiveKeyRequest
                 * @static
                 * @param {parasol.admin.v1.IIssueLiveKeyRequest} message IssueLiveKeyRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                IssueLiveKeyRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.partnerCode != null && Object.hasOwnProperty.call(message, "partnerCode"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.partnerCode);
                    if (message.quota != null && Object.hasOwnProperty.call(message, "quota"))
                        $root.parasol.admin.v1.Quota.encode(message.quota, writer.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                    if (message.scopes != null && message.scopes.length)
                        for (var i = 0; i < message.scopes.length; ++i)
                            writer.uint32(/* id 3, wireType 2 =*/26).string(message.scopes[i]);
                    if (message.cardModes != null && message.cardModes.length)
                        for (var i = 0; i < message.cardModes.length; ++i)
                            writer.uint32(/* id 4, wireType 2 =*/34).string(message.cardModes[i]);
                    return writer;
                };

                /**
                 * Decodes an IssueLiveKeyRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.admin.v1.IssueLiveKeyRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.admin.v1.IssueLiveKeyRequest} IssueLiveKeyRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                IssueLiveKeyRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.admin.v1.IssueLiveKeyRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.partnerCode = reader.string();
                                break;
                            }
                        case 2: {
                                message.quota = $root.parasol.admin.v1.Quota.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 3: {
                                if (!(message.scopes && message.scopes.length))
                                    message.scopes = [];
                                message.scopes.push(reader.string());
                                break;
                            }
                        case 4: {
                                if (!(message.cardModes && message.cardModes.length))
                                    message.cardModes = [];
                                message.cardModes.push(reader.string());
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return IssueLiveKeyRequest;
            })();

            return v1;
        })();

        return admin;
    })();

    parasol.funnel = (function() {

        /**
         * Namespace funnel.
         * @memberof parasol
         * @namespace
         */
        var funnel = {};

        funnel.v1 = (function() {

            /**
             * Namespace v1.
             * @memberof parasol.funnel
             * @namespace
             */
            var v1 = {};

            v1.SaleReport = (function() {

                /**
                 * Properties of a SaleReport.
                 * @memberof parasol.funnel.v1
                 * @interface ISaleReport
                 * @property {string|null} [subscriptionId] SaleReport subscriptionId
                 * @property {number|null} [premiumMinor] SaleReport premiumMinor
                 * @property {string|null} [currency] SaleReport currency
                 * @property {string|null} [policyNumber] SaleReport policyNumber
                 */

                /**
                 * Constructs a new SaleReport.
                 * @memberof parasol.funnel.v1
                 * @classdesc Represents a SaleReport.
                 * @implements ISaleReport
                 * @constructor
                 * @param {parasol.funnel.v1.ISaleReport=} [properties] Properties to set
                 */
                function SaleReport(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * SaleReport subscriptionId.
                 * @member {string|null|undefined} subscriptionId
                 * @memberof parasol.funnel.v1.SaleReport
                 * @instance
                 */
                SaleReport.prototype.subscriptionId = null;

                /**
                 * SaleReport premiumMinor.
                 * @member {number|null|undefined} premiumMinor
                 * @memberof parasol.funnel.v1.SaleReport
                 * @instance
                 */
                SaleReport.prototype.premiumMinor = null;

                /**
                 * SaleReport currency.
                 * @member {string|null|undefined} currency
                 * @memberof parasol.funnel.v1.SaleReport
                 * @instance
                 */
                SaleReport.prototype.currency = null;

                /**
                 * SaleReport policyNumber.
                 * @member {string|null|undefined} policyNumber
                 * @memberof parasol.funnel.v1.SaleReport
                 * @instance
                 */
                SaleReport.prototype.policyNumber = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(SaleReport.prototype, "_subscriptionId", {
                    get: $util.oneOfGetter($oneOfFields = ["subscriptionId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(SaleReport.prototype, "_premiumMinor", {
                    get: $util.oneOfGetter($oneOfFields = ["premiumMinor"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(SaleReport.prototype, "_currency", {
                    get: $util.oneOfGetter($oneOfFields = ["currency"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(SaleReport.prototype, "_policyNumber", {
                    get: $util.oneOfGetter($oneOfFields = ["policyNumber"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified SaleReport message. Does not implicitly {@link parasol.funnel.v1.SaleReport.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.funnel.v1.SaleReport
                 * @static
                 * @param {parasol.funnel.v1.ISaleReport} message SaleReport message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                SaleReport.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.subscriptionId != null && Object.hasOwnProperty.call(message, "subscriptionId"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.subscriptionId);
                    if (message.premiumMinor != null && Object.hasOwnProperty.call(message, "premiumMinor"))
                        writer.uint32(/* id 2, wireType 0 =*/16).int64(message.premiumMinor);
                    if (message.currency != null && Object.hasOwnProperty.call(message, "currency"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.currency);
                    if (message.policyNumber != null && Object.hasOwnProperty.call(message, "policyNumber"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.policyNumber);
                    return writer;
                };

                /**
                 * Decodes a SaleReport message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.funnel.v1.SaleReport
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.funnel.v1.SaleReport} SaleReport
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                SaleReport.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.funnel.v1.SaleReport();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.subscriptionId = reader.string();
                                break;
                            }
                        case 2: {
                                message.premiumMinor = reader.int64();
                                break;
                            }
                        case 3: {
                                message.currency = reader.string();
                                break;
                            }
                        case 4: {
                                message.policyNumber = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return SaleReport;
            })();

            v1.CheckoutStatus = (function() {

                /**
                 * Properties of a CheckoutStatus.
                 * @memberof parasol.funnel.v1
                 * @interface ICheckoutStatus
                 * @property {string|null} [subscriptionId] CheckoutStatus subscriptionId
                 * @property {string|null} [checkoutId] CheckoutStatus checkoutId
                 * @property {string|null} [state] CheckoutStatus state
                 * @property {string|null} [refundReason] CheckoutStatus refundReason
                 * @property {string|null} [policyNumber] CheckoutStatus policyNumber
                 */

                /**
                 * Constructs a new CheckoutStatus.
                 * @memberof parasol.funnel.v1
                 * @classdesc Represents a CheckoutStatus.
                 * @implements ICheckoutStatus
                 * @constructor
                 * @param {parasol.funnel.v1.ICheckoutStatus=} [properties] Properties to set
                 */
                function CheckoutStatus(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * CheckoutStatus subscriptionId.
                 * @member {string|null|undefined} subscriptionId
                 * @memberof parasol.funnel.v1.CheckoutStatus
                 * @instance
                 */
                CheckoutStatus.prototype.subscriptionId = null;

                /**
                 * CheckoutStatus checkoutId.
                 * @member {string|null|undefined} checkoutId
                 * @memberof parasol.funnel.v1.CheckoutStatus
                 * @instance
                 */
                CheckoutStatus.prototype.checkoutId = null;

                /**
                 * CheckoutStatus state.
                 * @member {string|null|undefined} state
                 * @memberof parasol.funnel.v1.CheckoutStatus
                 * @instance
                 */
                CheckoutStatus.prototype.state = null;

                /**
                 * CheckoutStatus refundReason.
                 * @member {string|null|undefined} refundReason
                 * @memberof parasol.funnel.v1.CheckoutStatus
                 * @instance
                 */
                CheckoutStatus.prototype.refundReason = null;

                /**
                 * CheckoutStatus policyNumber.
                 * @member {string|null|undefined} policyNumber
                 * @memberof parasol.funnel.v1.CheckoutStatus
                 * @instance
                 */
                CheckoutStatus.prototype.policyNumber = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CheckoutStatus.prototype, "_subscriptionId", {
                    get: $util.oneOfGetter($oneOfFields = ["subscriptionId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CheckoutStatus.prototype, "_checkoutId", {
                    get: $util.oneOfGetter($oneOfFields = ["checkoutId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CheckoutStatus.prototype, "_state", {
                    get: $util.oneOfGetter($oneOfFields = ["state"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CheckoutStatus.prototype, "_refundReason", {
                    get: $util.oneOfGetter($oneOfFields = ["refundReason"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(CheckoutStatus.prototype, "_policyNumber", {
                    get: $util.oneOfGetter($oneOfFields = ["policyNumber"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified CheckoutStatus message. Does not implicitly {@link parasol.funnel.v1.CheckoutStatus.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.funnel.v1.CheckoutStatus
                 * @static
                 * @param {parasol.funnel.v1.ICheckoutStatus} message CheckoutStatus message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                CheckoutStatus.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.subscriptionId != null && Object.hasOwnProperty.call(message, "subscriptionId"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.subscriptionId);
                    if (message.checkoutId != null && Object.hasOwnProperty.call(message, "checkoutId"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.checkoutId);
                    if (message.state != null && Object.hasOwnProperty.call(message, "state"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.state);
                    if (message.refundReason != null && Object.hasOwnProperty.call(message, "refundReason"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.refundReason);
                    if (message.policyNumber != null && Object.hasOwnProperty.call(message, "policyNumber"))
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.policyNumber);
                    return writer;
                };

                /**
                 * Decodes a CheckoutStatus message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.funnel.v1.CheckoutStatus
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.funnel.v1.CheckoutStatus} CheckoutStatus
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                CheckoutStatus.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.funnel.v1.CheckoutStatus();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.subscriptionId = reader.string();
                                break;
                            }
                        case 2: {
                                message.checkoutId = reader.string();
                                break;
                            }
                        case 3: {
                                message.state = reader.string();
                                break;
                            }
                        case 4: {
                                message.refundReason = reader.string();
                                break;
                            }
                        case 5: {
                                message.policyNumber = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return CheckoutStatus;
            })();

            v1.SubscriptionRef = (function() {

                /**
                 * Properties of a SubscriptionRef.
                 * @memberof parasol.funnel.v1
                 * @interface ISubscriptionRef
                 * @property {string|null} [subscriptionId] SubscriptionRef subscriptionId
                 */

                /**
                 * Constructs a new SubscriptionRef.
                 * @memberof parasol.funnel.v1
                 * @classdesc Represents a SubscriptionRef.
                 * @implements ISubscriptionRef
                 * @constructor
                 * @param {parasol.funnel.v1.ISubscriptionRef=} [properties] Properties to set
                 */
                function SubscriptionRef(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * SubscriptionRef subscriptionId.
                 * @member {string|null|undefined} subscriptionId
                 * @memberof parasol.funnel.v1.SubscriptionRef
                 * @instance
                 */
                SubscriptionRef.prototype.subscriptionId = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(SubscriptionRef.prototype, "_subscriptionId", {
                    get: $util.oneOfGetter($oneOfFields = ["subscriptionId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified SubscriptionRef message. Does not implicitly {@link parasol.funnel.v1.SubscriptionRef.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.funnel.v1.SubscriptionRef
                 * @static
                 * @param {parasol.funnel.v1.ISubscriptionRef} message SubscriptionRef message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                SubscriptionRef.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.subscriptionId != null && Object.hasOwnProperty.call(message, "subscriptionId"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.subscriptionId);
                    return writer;
                };

                /**
                 * Decodes a SubscriptionRef message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.funnel.v1.SubscriptionRef
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.funnel.v1.SubscriptionRef} SubscriptionRef
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                SubscriptionRef.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.funnel.v1.SubscriptionRef();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.subscriptionId = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return SubscriptionRef;
            })();

            v1.AdvanceRequest = (function() {

                /**
                 * Properties of an AdvanceRequest.
                 * @memberof parasol.funnel.v1
                 * @interface IAdvanceRequest
                 * @property {string|null} [subscriptionId] AdvanceRequest subscriptionId
                 * @property {string|null} [stage] AdvanceRequest stage
                 */

                /**
                 * Constructs a new AdvanceRequest.
                 * @memberof parasol.funnel.v1
                 * @classdesc Represents an AdvanceRequest.
                 * @implements IAdvanceRequest
                 * @constructor
                 * @param {parasol.funnel.v1.IAdvanceRequest=} [properties] Properties to set
                 */
                function AdvanceRequest(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * AdvanceRequest subscriptionId.
                 * @member {string|null|undefined} subscriptionId
                 * @memberof parasol.funnel.v1.AdvanceRequest
                 * @instance
                 */
                AdvanceRequest.prototype.subscriptionId = null;

                /**
                 * AdvanceRequest stage.
                 * @member {string|null|undefined} stage
                 * @memberof parasol.funnel.v1.AdvanceRequest
                 * @instance
                 */
                AdvanceRequest.prototype.stage = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(AdvanceRequest.prototype, "_subscriptionId", {
                    get: $util.oneOfGetter($oneOfFields = ["subscriptionId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(AdvanceRequest.prototype, "_stage", {
                    get: $util.oneOfGetter($oneOfFields = ["stage"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified AdvanceRequest message. Does not implicitly {@link parasol.funnel.v1.AdvanceRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.funnel.v1.AdvanceRequest
                 * @static
                 * @param {parasol.funnel.v1.IAdvanceRequest} message AdvanceRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                AdvanceRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.subscriptionId != null && Object.hasOwnProperty.call(message, "subscriptionId"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.subscriptionId);
                    if (message.stage != null && Object.hasOwnProperty.call(message, "stage"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.stage);
                    return writer;
                };

                /**
                 * Decodes an AdvanceRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.funnel.v1.AdvanceRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.funnel.v1.AdvanceRequest} AdvanceRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                AdvanceRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.funnel.v1.AdvanceRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.subscriptionId = reader.string();
                                break;
                            }
                        case 2: {
                                message.stage = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return AdvanceRequest;
            })();

            v1.Subscription = (function() {

                /**
                 * Properties of a Subscription.
                 * @memberof parasol.funnel.v1
                 * @interface ISubscription
                 * @property {string|null} [subscriptionId] Subscription subscriptionId
                 * @property {number|null} [generation] Subscription generation
                 * @property {string|null} [keyId] Subscription keyId
                 * @property {string|null} [mode] Subscription mode
                 * @property {string|null} [partnerCode] Subscription partnerCode
                 * @property {string|null} [ref] Subscription ref
                 * @property {string|null} [linkCode] Subscription linkCode
                 * @property {parasol.travel.v1.ITrip|null} [trip] Subscription trip
                 * @property {string|null} [language] Subscription language
                 * @property {number|null} [offerId] Subscription offerId
                 * @property {string|null} [stage] Subscription stage
                 * @property {string|null} [upstreamQuoteId] Subscription upstreamQuoteId
                 * @property {string|null} [createdAt] Subscription createdAt
                 * @property {string|null} [updatedAt] Subscription updatedAt
                 * @property {string|null} [expiresAt] Subscription expiresAt
                 */

                /**
                 * Constructs a new Subscription.
                 * @memberof parasol.funnel.v1
                 * @classdesc Represents a Subscription.
                 * @implements ISubscription
                 * @constructor
                 * @param {parasol.funnel.v1.ISubscription=} [properties] Properties to set
                 */
                function Subscription(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * Subscription subscriptionId.
                 * @member {string|null|undefined} subscriptionId
                 * @memberof parasol.funnel.v1.Subscription
                 * @instance
                 */
                Subscription.prototype.subscriptionId = null;

                /**
                 * Subscription generation.
                 * @member {number|null|undefined} generation
                 * @memberof parasol.funnel.v1.Subscription
                 * @instance
                 */
                Subscription.prototype.generation = null;

                /**
                 * Subscription keyId.
                 * @member {string|null|undefined} keyId
                 * @memberof parasol.funnel.v1.Subscription
                 * @instance
                 */
                Subscription.prototype.keyId = null;

                /**
                 * Subscription mode.
                 * @member {string|null|undefined} mode
                 * @memberof parasol.funnel.v1.Subscription
                 * @instance
                 */
                Subscription.prototype.mode = null;

                /**
                 * Subscription partnerCode.
                 * @member {string|null|undefined} partnerCode
                 * @memberof parasol.funnel.v1.Subscription
                 * @instance
                 */
                Subscription.prototype.partnerCode = null;

                /**
                 * Subscription ref.
                 * @member {string|null|undefined} ref
                 * @memberof parasol.funnel.v1.Subscription
                 * @instance
                 */
                Subscription.prototype.ref = null;

                /**
                 * Subscription linkCode.
                 * @member {string|null|undefined} linkCode
                 * @memberof parasol.funnel.v1.Subscription
                 * @instance
                 */
                Subscription.prototype.linkCode = null;

                /**
                 * Subscription trip.
                 * @member {parasol.travel.v1.ITrip|null|undefined} trip
                 * @memberof parasol.funnel.v1.Subscription
                 * @instance
                 */
                Subscription.prototype.trip = null;

                /**
                 * Subscription language.
                 * @member {string|null|undefined} language
                 * @memberof parasol.funnel.v1.Subscription
                 * @instance
                 */
                Subscription.prototype.language = null;

                /**
                 * Subscription offerId.
                 * @member {number|null|undefined} offerId
                 * @memberof parasol.funnel.v1.Subscription
                 * @instance
                 */
                Subscription.prototype.offerId = null;

                /**
                 * Subscription stage.
                 * @member {string|null|undefined} stage
                 * @memberof parasol.funnel.v1.Subscription
                 * @instance
                 */
                Subscription.prototype.stage = null;

                /**
                 * Subscription upstreamQuoteId.
                 * @member {string|null|undefined} upstreamQuoteId
                 * @memberof parasol.funnel.v1.Subscription
                 * @instance
                 */
                Subscription.prototype.upstreamQuoteId = null;

                /**
                 * Subscription createdAt.
                 * @member {string|null|undefined} createdAt
                 * @memberof parasol.funnel.v1.Subscription
                 * @instance
                 */
                Subscription.prototype.createdAt = null;

                /**
                 * Subscription updatedAt.
                 * @member {string|null|undefined} updatedAt
                 * @memberof parasol.funnel.v1.Subscription
                 * @instance
                 */
                Subscription.prototype.updatedAt = null;

                /**
                 * Subscription expiresAt.
                 * @member {string|null|undefined} expiresAt
                 * @memberof parasol.funnel.v1.Subscription
                 * @instance
                 */
                Subscription.prototype.expiresAt = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Subscription.prototype, "_subscriptionId", {
                    get: $util.oneOfGetter($oneOfFields = ["subscriptionId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Subscription.prototype, "_generation", {
                    get: $util.oneOfGetter($oneOfFields = ["generation"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Subscription.prototype, "_keyId", {
                    get: $util.oneOfGetter($oneOfFields = ["keyId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Subscription.prototype, "_mode", {
                    get: $util.oneOfGetter($oneOfFields = ["mode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Subscription.prototype, "_partnerCode", {
                    get: $util.oneOfGetter($oneOfFields = ["partnerCode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Subscription.prototype, "_ref", {
                    get: $util.oneOfGetter($oneOfFields = ["ref"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Subscription.prototype, "_linkCode", {
                    get: $util.oneOfGetter($oneOfFields = ["linkCode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Subscription.prototype, "_language", {
                    get: $util.oneOfGetter($oneOfFields = ["language"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Subscription.prototype, "_offerId", {
                    get: $util.oneOfGetter($oneOfFields = ["offerId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Subscription.prototype, "_stage", {
                    get: $util.oneOfGetter($oneOfFields = ["stage"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Subscription.prototype, "_upstreamQuoteId", {
                    get: $util.oneOfGetter($oneOfFields = ["upstreamQuoteId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Subscription.prototype, "_createdAt", {
                    get: $util.oneOfGetter($oneOfFields = ["createdAt"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Subscription.prototype, "_updatedAt", {
                    get: $util.oneOfGetter($oneOfFields = ["updatedAt"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(Subscription.prototype, "_expiresAt", {
                    get: $util.oneOfGetter($oneOfFields = ["expiresAt"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified Subscription message. Does not implicitly {@link parasol.funnel.v1.Subscription.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.funnel.v1.Subscription
                 * @static
                 * @param {parasol.funnel.v1.ISubscription} message Subscription message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Subscription.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.subscriptionId != null && Object.hasOwnProperty.call(message, "subscriptionId"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.subscriptionId);
                    if (message.generation != null && Object.hasOwnProperty.call(message, "generation"))
                        writer.uint32(/* id 2, wireType 0 =*/16).int32(message.generation);
                    if (message.keyId != null && Object.hasOwnProperty.call(message, "keyId"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.keyId);
                    if (message.mode != null && Object.hasOwnProperty.call(message, "mode"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.mode);
                    if (message.partnerCode != null && Object.hasOwnProperty.call(message, "partnerCode"))
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.partnerCode);
                    if (message.ref != null && Object.hasOwnProperty.call(message, "ref"))
                        writer.uint32(/* id 6, wireType 2 =*/50).string(message.ref);
                    if (message.linkCode != null && Object.hasOwnProperty.call(message, "linkCode"))
                        writer.uint32(/* id 7, wireType 2 =*/58).string(message.linkCode);
                    if (message.trip != null && Object.hasOwnProperty.call(message, "trip"))
                        $root.parasol.travel.v1.Trip.encode(message.trip, writer.uint32(/* id 8, wireType 2 =*/66).fork(), q + 1).ldelim();
                    if (message.language != null && Object.hasOwnProperty.call(message, "language"))
                        writer.uint32(/* id 9, wireType 2 =*/74).string(message.language);
                    if (message.offerId != null && Object.hasOwnProperty.call(message, "offerId"))
                        writer.uint32(/* id 10, wireType 0 =*/80).int64(message.offerId);
                    if (message.stage != null && Object.hasOwnProperty.call(message, "stage"))
                        writer.uint32(/* id 11, wireType 2 =*/90).string(message.stage);
                    if (message.upstreamQuoteId != null && Object.hasOwnProperty.call(message, "upstreamQuoteId"))
                        writer.uint32(/* id 12, wireType 2 =*/98).string(message.upstreamQuoteId);
                    if (message.createdAt != null && Object.hasOwnProperty.call(message, "createdAt"))
                        writer.uint32(/* id 13, wireType 2 =*/106).string(message.createdAt);
                    if (message.updatedAt != null && Object.hasOwnProperty.call(message, "updatedAt"))
                        writer.uint32(/* id 14, wireType 2 =*/114).string(message.updatedAt);
                    if (message.expiresAt != null && Object.hasOwnProperty.call(message, "expiresAt"))
                        writer.uint32(/* id 15, wireType 2 =*/122).string(message.expiresAt);
                    return writer;
                };

                /**
                 * Decodes a Subscription message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.funnel.v1.Subscription
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.funnel.v1.Subscription} Subscription
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Subscription.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.funnel.v1.Subscription();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.subscriptionId = reader.string();
                                break;
                            }
                        case 2: {
                                message.generation = reader.int32();
                                break;
                            }
                        case 3: {
                                message.keyId = reader.string();
                                break;
                            }
                        case 4: {
                                message.mode = reader.string();
                                break;
                            }
                        case 5: {
                                message.partnerCode = reader.string();
                                break;
                            }
                        case 6: {
                                message.ref = reader.string();
                                break;
                            }
                        case 7: {
                                message.linkCode = reader.string();
                                break;
                            }
                        case 8: {
                                message.trip = $root.parasol.travel.v1.Trip.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 9: {
                                message.language = reader.string();
                                break;
                            }
                        case 10: {
                                message.offerId = reader.int64();
                                break;
                            }
                        case 11: {
                                message.stage = reader.string();
                                break;
                            }
                        case 12: {
                                message.upstreamQuoteId = reader.string();
                                break;
                            }
                        case 13: {
                                message.createdAt = reader.string();
                                break;
                            }
                        case 14: {
                                message.updatedAt = reader.string();
                                break;
                            }
                        case 15: {
                                message.expiresAt = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return Subscription;
            })();

            return v1;
        })();

        return funnel;
    })();

    parasol.ledger = (function() {

        /**
         * Namespace ledger.
         * @memberof parasol
         * @namespace
         */
        var ledger = {};

        ledger.v1 = (function() {

            /**
             * Namespace v1.
             * @memberof parasol.ledger
             * @namespace
             */
            var v1 = {};

            v1.StatementRequest = (function() {

                /**
                 * Properties of a StatementRequest.
                 * @memberof parasol.ledger.v1
                 * @interface IStatementRequest
                 * @property {string|null} [partnerCode] StatementRequest partnerCode
                 * @property {string|null} [ledger] StatementRequest ledger
                 * @property {string|null} [status] StatementRequest status
                 * @property {string|null} [from] StatementRequest from
                 * @property {string|null} [to] StatementRequest to
                 * @property {number|null} [limit] StatementRequest limit
                 * @property {string|null} [cursor] StatementRequest cursor
                 */

                /**
                 * Constructs a new StatementRequest.
                 * @memberof parasol.ledger.v1
                 * @classdesc Represents a StatementRequest.
                 * @implements IStatementRequest
                 * @constructor
                 * @param {parasol.ledger.v1.IStatementRequest=} [properties] Properties to set
                 */
                function StatementRequest(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * StatementRequest partnerCode.
                 * @member {string|null|undefined} partnerCode
                 * @memberof parasol.ledger.v1.StatementRequest
                 * @instance
                 */
                StatementRequest.prototype.partnerCode = null;

                /**
                 * StatementRequest ledger.
                 * @member {string|null|undefined} ledger
                 * @memberof parasol.ledger.v1.StatementRequest
                 * @instance
                 */
                StatementRequest.prototype.ledger = null;

                /**
                 * StatementRequest status.
                 * @member {string|null|undefined} status
                 * @memberof parasol.ledger.v1.StatementRequest
                 * @instance
                 */
                StatementRequest.prototype.status = null;

                /**
                 * StatementRequest from.
                 * @member {string|null|undefined} from
                 * @memberof parasol.ledger.v1.StatementRequest
                 * @instance
                 */
                StatementRequest.prototype.from = null;

                /**
                 * StatementRequest to.
                 * @member {string|null|undefined} to
                 * @memberof parasol.ledger.v1.StatementRequest
                 * @instance
                 */
                StatementRequest.prototype.to = null;

                /**
                 * StatementRequest limit.
                 * @member {number|null|undefined} limit
                 * @memberof parasol.ledger.v1.StatementRequest
                 * @instance
                 */
                StatementRequest.prototype.limit = null;

                /**
                 * StatementRequest cursor.
                 * @member {string|null|undefined} cursor
                 * @memberof parasol.ledger.v1.StatementRequest
                 * @instance
                 */
                StatementRequest.prototype.cursor = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementRequest.prototype, "_partnerCode", {
                    get: $util.oneOfGetter($oneOfFields = ["partnerCode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementRequest.prototype, "_ledger", {
                    get: $util.oneOfGetter($oneOfFields = ["ledger"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementRequest.prototype, "_status", {
                    get: $util.oneOfGetter($oneOfFields = ["status"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementRequest.prototype, "_from", {
                    get: $util.oneOfGetter($oneOfFields = ["from"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementRequest.prototype, "_to", {
                    get: $util.oneOfGetter($oneOfFields = ["to"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementRequest.prototype, "_limit", {
                    get: $util.oneOfGetter($oneOfFields = ["limit"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementRequest.prototype, "_cursor", {
                    get: $util.oneOfGetter($oneOfFields = ["cursor"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified StatementRequest message. Does not implicitly {@link parasol.ledger.v1.StatementRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.ledger.v1.StatementRequest
                 * @static
                 * @param {parasol.ledger.v1.IStatementRequest} message StatementRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                StatementRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.partnerCode != null && Object.hasOwnProperty.call(message, "partnerCode"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.partnerCode);
                    if (message.ledger != null && Object.hasOwnProperty.call(message, "ledger"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.ledger);
                    if (message.status != null && Object.hasOwnProperty.call(message, "status"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.status);
                    if (message.from != null && Object.hasOwnProperty.call(message, "from"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.from);
                    if (message.to != null && Object.hasOwnProperty.call(message, "to"))
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.to);
                    if (message.limit != null && Object.hasOwnProperty.call(message, "limit"))
                        writer.uint32(/* id 6, wireType 0 =*/48).int32(message.limit);
                    if (message.cursor != null && Object.hasOwnProperty.call(message, "cursor"))
                        writer.uint32(/* id 7, wireType 2 =*/58).string(message.cursor);
                    return writer;
                };

                /**
                 * Decodes a StatementRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.ledger.v1.StatementRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.ledger.v1.StatementRequest} StatementRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                StatementRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.ledger.v1.StatementRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.partnerCode = reader.string();
                                break;
                            }
                        case 2: {
                                message.ledger = reader.string();
                                break;
                            }
                        case 3: {
                                message.status = reader.string();
                                break;
                            }
                        case 4: {
                                message.from = reader.string();
                                break;
                            }
                        case 5: {
                                message.to = reader.string();
                                break;
                            }
                        case 6: {
                                message.limit = reader.int32();
                                break;
                            }
                        case 7: {
                                message.cursor = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return StatementRequest;
            })();

            v1.StatementResponse = (function() {

                /**
                 * Properties of a StatementResponse.
                 * @memberof parasol.ledger.v1
                 * @interface IStatementResponse
                 * @property {string|null} [partner] StatementResponse partner
                 * @property {string|null} [ledger] StatementResponse ledger
                 * @property {Array.<parasol.travel.v1.ISale>|null} [sales] StatementResponse sales
                 * @property {string|null} [next] StatementResponse next
                 * @property {Array.<parasol.travel.v1.StatementResponse.IBalance>|null} [balances] StatementResponse balances
                 */

                /**
                 * Constructs a new StatementResponse.
                 * @memberof parasol.ledger.v1
                 * @classdesc Represents a StatementResponse.
                 * @implements IStatementResponse
                 * @constructor
                 * @param {parasol.ledger.v1.IStatementResponse=} [properties] Properties to set
                 */
                function StatementResponse(properties) {
                    this.sales = [];
                    this.balances = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * StatementResponse partner.
                 * @member {string|null|undefined} partner
                 * @memberof parasol.ledger.v1.StatementResponse
                 * @instance
                 */
                StatementResponse.prototype.partner = null;

                /**
                 * StatementResponse ledger.
                 * @member {string|null|undefined} ledger
                 * @memberof parasol.ledger.v1.StatementResponse
                 * @instance
                 */
                StatementResponse.prototype.ledger = null;

                /**
                 * StatementResponse sales.
                 * @member {Array.<parasol.travel.v1.ISale>} sales
                 * @memberof parasol.ledger.v1.StatementResponse
                 * @instance
                 */
                StatementResponse.prototype.sales = $util.emptyArray;

                /**
                 * StatementResponse next.
                 * @member {string|null|undefined} next
                 * @memberof parasol.ledger.v1.StatementResponse
                 * @instance
                 */
                StatementResponse.prototype.next = null;

                /**
                 * StatementResponse balances.
                 * @member {Array.<parasol.travel.v1.StatementResponse.IBalance>} balances
                 * @memberof parasol.ledger.v1.StatementResponse
                 * @instance
                 */
                StatementResponse.prototype.balances = $util.emptyArray;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementResponse.prototype, "_partner", {
                    get: $util.oneOfGetter($oneOfFields = ["partner"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementResponse.prototype, "_ledger", {
                    get: $util.oneOfGetter($oneOfFields = ["ledger"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(StatementResponse.prototype, "_next", {
                    get: $util.oneOfGetter($oneOfFields = ["next"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified StatementResponse message. Does not implicitly {@link parasol.ledger.v1.StatementResponse.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.ledger.v1.StatementResponse
                 * @static
                 * @param {parasol.ledger.v1.IStatementResponse} message StatementResponse message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                StatementResponse.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.partner != null && Object.hasOwnProperty.call(message, "partner"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.partner);
                    if (message.ledger != null && Object.hasOwnProperty.call(message, "ledger"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.ledger);
                    if (message.sales != null && message.sales.length)
                        for (var i = 0; i < message.sales.length; ++i)
                            $root.parasol.travel.v1.Sale.encode(message.sales[i], writer.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                    if (message.next != null && Object.hasOwnProperty.call(message, "next"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.next);
                    if (message.balances != null && message.balances.length)
                        for (var i = 0; i < message.balances.length; ++i)
                            $root.parasol.travel.v1.StatementResponse.Balance.encode(message.balances[i], writer.uint32(/* id 5, wireType 2 =*/42).fork(), q + 1).ldelim();
                    return writer;
                };

                /**
                 * Decodes a StatementResponse message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.ledger.v1.StatementResponse
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.ledger.v1.StatementResponse} StatementResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                StatementResponse.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.ledger.v1.StatementResponse();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.partner = reader.string();
                                break;
                            }
                        case 2: {
                                message.ledger = reader.string();
                                break;
                            }
                        case 3: {
                                if (!(message.sales && message.sales.length))
                                    message.sales = [];
                                message.sales.push($root.parasol.travel.v1.Sale.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        case 4: {
                                message.next = reader.string();
                                break;
                            }
                        case 5: {
                                if (!(message.balances && message.balances.length))
                                    message.balances = [];
                                message.balances.push($root.parasol.travel.v1.StatementResponse.Balance.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return StatementResponse;
            })();

            v1.BalancesRequest = (function() {

                /**
                 * Properties of a BalancesRequest.
                 * @memberof parasol.ledger.v1
                 * @interface IBalancesRequest
                 * @property {string|null} [partnerCode] BalancesRequest partnerCode
                 * @property {string|null} [ledger] BalancesRequest ledger
                 */

                /**
                 * Constructs a new BalancesRequest.
                 * @memberof parasol.ledger.v1
                 * @classdesc Represents a BalancesRequest.
                 * @implements IBalancesRequest
                 * @constructor
                 * @param {parasol.ledger.v1.IBalancesRequest=} [properties] Properties to set
                 */
                function BalancesRequest(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * BalancesRequest partnerCode.
                 * @member {string|null|undefined} partnerCode
                 * @memberof parasol.ledger.v1.BalancesRequest
                 * @instance
                 */
                BalancesRequest.prototype.partnerCode = null;

                /**
                 * BalancesRequest ledger.
                 * @member {string|null|undefined} ledger
                 * @memberof parasol.ledger.v1.BalancesRequest
                 * @instance
                 */
                BalancesRequest.prototype.ledger = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(BalancesRequest.prototype, "_partnerCode", {
                    get: $util.oneOfGetter($oneOfFields = ["partnerCode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(BalancesRequest.prototype, "_ledger", {
                    get: $util.oneOfGetter($oneOfFields = ["ledger"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified BalancesRequest message. Does not implicitly {@link parasol.ledger.v1.BalancesRequest.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.ledger.v1.BalancesRequest
                 * @static
                 * @param {parasol.ledger.v1.IBalancesRequest} message BalancesRequest message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                BalancesRequest.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.partnerCode != null && Object.hasOwnProperty.call(message, "partnerCode"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.partnerCode);
                    if (message.ledger != null && Object.hasOwnProperty.call(message, "ledger"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.ledger);
                    return writer;
                };

                /**
                 * Decodes a BalancesRequest message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.ledger.v1.BalancesRequest
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.ledger.v1.BalancesRequest} BalancesRequest
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                BalancesRequest.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.ledger.v1.BalancesRequest();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.partnerCode = reader.string();
                                break;
                            }
                        case 2: {
                                message.ledger = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return BalancesRequest;
            })();

            v1.BalancesResponse = (function() {

                /**
                 * Properties of a BalancesResponse.
                 * @memberof parasol.ledger.v1
                 * @interface IBalancesResponse
                 * @property {string|null} [partner] BalancesResponse partner
                 * @property {string|null} [ledger] BalancesResponse ledger
                 * @property {Array.<parasol.travel.v1.StatementResponse.IBalance>|null} [balances] BalancesResponse balances
                 */

                /**
                 * Constructs a new BalancesResponse.
                 * @memberof parasol.ledger.v1
                 * @classdesc Represents a BalancesResponse.
                 * @implements IBalancesResponse
                 * @constructor
                 * @param {parasol.ledger.v1.IBalancesResponse=} [properties] Properties to set
                 */
                function BalancesResponse(properties) {
                    this.balances = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * BalancesResponse partner.
                 * @member {string|null|undefined} partner
                 * @memberof parasol.ledger.v1.BalancesResponse
                 * @instance
                 */
                BalancesResponse.prototype.partner = null;

                /**
                 * BalancesResponse ledger.
                 * @member {string|null|undefined} ledger
                 * @memberof parasol.ledger.v1.BalancesResponse
                 * @instance
                 */
                BalancesResponse.prototype.ledger = null;

                /**
                 * BalancesResponse balances.
                 * @member {Array.<parasol.travel.v1.StatementResponse.IBalance>} balances
                 * @memberof parasol.ledger.v1.BalancesResponse
                 * @instance
                 */
                BalancesResponse.prototype.balances = $util.emptyArray;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(BalancesResponse.prototype, "_partner", {
                    get: $util.oneOfGetter($oneOfFields = ["partner"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(BalancesResponse.prototype, "_ledger", {
                    get: $util.oneOfGetter($oneOfFields = ["ledger"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified BalancesResponse message. Does not implicitly {@link parasol.ledger.v1.BalancesResponse.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.ledger.v1.BalancesResponse
                 * @static
                 * @param {parasol.ledger.v1.IBalancesResponse} message BalancesResponse message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                BalancesResponse.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.partner != null && Object.hasOwnProperty.call(message, "partner"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.partner);
                    if (message.ledger != null && Object.hasOwnProperty.call(message, "ledger"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.ledger);
                    if (message.balances != null && message.balances.length)
                        for (var i = 0; i < message.balances.length; ++i)
                            $root.parasol.travel.v1.StatementResponse.Balance.encode(message.balances[i], writer.uint32(/* id 3, wireType 2 =*/26).fork(), q + 1).ldelim();
                    return writer;
                };

                /**
                 * Decodes a BalancesResponse message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.ledger.v1.BalancesResponse
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.ledger.v1.BalancesResponse} BalancesResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                BalancesResponse.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.ledger.v1.BalancesResponse();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.partner = reader.string();
                                break;
                            }
                        case 2: {
                                message.ledger = reader.string();
                                break;
                            }
                        case 3: {
                                if (!(message.balances && message.balances.length))
                                    message.balances = [];
                                message.balances.push($root.parasol.travel.v1.StatementResponse.Balance.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return BalancesResponse;
            })();

            v1.SaleRef = (function() {

                /**
                 * Properties of a SaleRef.
                 * @memberof parasol.ledger.v1
                 * @interface ISaleRef
                 * @property {string|null} [partnerCode] SaleRef partnerCode
                 * @property {string|null} [ledger] SaleRef ledger
                 * @property {string|null} [externalOrderId] SaleRef externalOrderId
                 */

                /**
                 * Constructs a new SaleRef.
                 * @memberof parasol.ledger.v1
                 * @classdesc Represents a SaleRef.
                 * @implements ISaleRef
                 * @constructor
                 * @param {parasol.ledger.v1.ISaleRef=} [properties] Properties to set
                 */
                function SaleRef(properties) {
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * SaleRef partnerCode.
                 * @member {string|null|undefined} partnerCode
                 * @memberof parasol.ledger.v1.SaleRef
                 * @instance
                 */
                SaleRef.prototype.partnerCode = null;

                /**
                 * SaleRef ledger.
                 * @member {string|null|undefined} ledger
                 * @memberof parasol.ledger.v1.SaleRef
                 * @instance
                 */
                SaleRef.prototype.ledger = null;

                /**
                 * SaleRef externalOrderId.
                 * @member {string|null|undefined} externalOrderId
                 * @memberof parasol.ledger.v1.SaleRef
                 * @instance
                 */
                SaleRef.prototype.externalOrderId = null;

                // OneOf field names bound to virtual getters and setters
                var $oneOfFields;

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(SaleRef.prototype, "_partnerCode", {
                    get: $util.oneOfGetter($oneOfFields = ["partnerCode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(SaleRef.prototype, "_ledger", {
                    get: $util.oneOfGetter($oneOfFields = ["ledger"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                Object.defineProperty(SaleRef.prototype, "_externalOrderId", {
                    get: $util.oneOfGetter($oneOfFields = ["externalOrderId"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Encodes the specified SaleRef message. Does not implicitly {@link parasol.ledger.v1.SaleRef.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.ledger.v1.SaleRef
                 * @static
                 * @param {parasol.ledger.v1.ISaleRef} message SaleRef message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                SaleRef.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.partnerCode != null && Object.hasOwnProperty.call(message, "partnerCode"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.partnerCode);
                    if (message.ledger != null && Object.hasOwnProperty.call(message, "ledger"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.ledger);
                    if (message.externalOrderId != null && Object.hasOwnProperty.call(message, "externalOrderId"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.externalOrderId);
                    return writer;
                };

                /**
                 * Decodes a SaleRef message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.ledger.v1.SaleRef
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.ledger.v1.SaleRef} SaleRef
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                SaleRef.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.ledger.v1.SaleRef();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.partnerCode = reader.string();
                                break;
                            }
                        case 2: {
                                message.ledger = reader.string();
                                break;
                            }
                        case 3: {
                                message.externalOrderId = reader.string();
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return SaleRef;
            })();

            v1.SaleDetail = (function() {

                /**
                 * Properties of a SaleDetail.
                 * @memberof parasol.ledger.v1
                 * @interface ISaleDetail
                 * @property {parasol.travel.v1.ISale|null} [sale] SaleDetail sale
                 * @property {Array.<parasol.travel.v1.ILedgerEntry>|null} [entries] SaleDetail entries
                 */

                /**
                 * Constructs a new SaleDetail.
                 * @memberof parasol.ledger.v1
                 * @classdesc Represents a SaleDetail.
                 * @implements ISaleDetail
                 * @constructor
                 * @param {parasol.ledger.v1.ISaleDetail=} [properties] Properties to set
                 */
                function SaleDetail(properties) {
                    this.entries = [];
                    if (properties)
                        for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                }

                /**
                 * SaleDetail sale.
                 * @member {parasol.travel.v1.ISale|null|undefined} sale
                 * @memberof parasol.ledger.v1.SaleDetail
                 * @instance
                 */
                SaleDetail.prototype.sale = null;

                /**
                 * SaleDetail entries.
                 * @member {Array.<parasol.travel.v1.ILedgerEntry>} entries
                 * @memberof parasol.ledger.v1.SaleDetail
                 * @instance
                 */
                SaleDetail.prototype.entries = $util.emptyArray;

                /**
                 * Encodes the specified SaleDetail message. Does not implicitly {@link parasol.ledger.v1.SaleDetail.verify|verify} messages.
                 * @function encode
                 * @memberof parasol.ledger.v1.SaleDetail
                 * @static
                 * @param {parasol.ledger.v1.ISaleDetail} message SaleDetail message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                SaleDetail.encode = function encode(message, writer, q) {
                    if (!writer)
                        writer = $Writer.create();
                    if (q === undefined)
                        q = 0;
                    if (q > $util.recursionLimit)
                        throw Error("max depth exceeded");
                    if (message.sale != null && Object.hasOwnProperty.call(message, "sale"))
                        $root.parasol.travel.v1.Sale.encode(message.sale, writer.uint32(/* id 1, wireType 2 =*/10).fork(), q + 1).ldelim();
                    if (message.entries != null && message.entries.length)
                        for (var i = 0; i < message.entries.length; ++i)
                            $root.parasol.travel.v1.LedgerEntry.encode(message.entries[i], writer.uint32(/* id 2, wireType 2 =*/18).fork(), q + 1).ldelim();
                    return writer;
                };

                /**
                 * Decodes a SaleDetail message from the specified reader or buffer.
                 * @function decode
                 * @memberof parasol.ledger.v1.SaleDetail
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {parasol.ledger.v1.SaleDetail} SaleDetail
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                SaleDetail.decode = function decode(reader, length, error, long) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (long === undefined)
                        long = 0;
                    if (long > $Reader.recursionLimit)
                        throw Error("maximum nesting depth exceeded");
                    var end, message;
                    if (length === undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = new $root.parasol.ledger.v1.SaleDetail();
                    while (reader.pos < end) {
                        var tag = reader.uint32();
                        if (tag === error)
                            break;
                        switch (tag >>> 3) {
                        case 1: {
                                message.sale = $root.parasol.travel.v1.Sale.decode(reader, reader.uint32(), undefined, long + 1);
                                break;
                            }
                        case 2: {
                                if (!(message.entries && message.entries.length))
                                    message.entries = [];
                                message.entries.push($root.parasol.travel.v1.LedgerEntry.decode(reader, reader.uint32(), undefined, long + 1));
                                break;
                            }
                        default:
                            reader.skipType(tag & 7, long);
                            break;
                        }
                    }
                    if (length !== undefined) {
                        if (reader.pos !== end)
                            throw RangeError("index out of range");
                        reader.len = length;
                    }
                    return message;
                };

                return SaleDetail;
            })();

            return v1;
        })();

        return ledger;
    })();

    return parasol;
})();

$root.google = (function() {

    /**
     * Namespace google.
     * @exports google
     * @namespace
     */
    var google = {};

    google.type = (function() {

        /**
         * Namespace type.
         * @memberof google
         * @namespace
         */
        var type = {};

        type.Decimal = (function() {

            /**
             * Properties of a Decimal.
             * @memberof google.type
             * @interface IDecimal
             * @property {string|null} [value] Decimal value
             */

            /**
             * Constructs a new Decimal.
             * @memberof google.type
             * @classdesc Represents a Decimal.
             * @implements IDecimal
             * @constructor
             * @param {google.type.IDecimal=} [properties] Properties to set
             */
            function Decimal(properties) {
                if (properties)
                    for (var keys = Object.keys(properties), i = 0; i < keys.length; ++i)
                        if (properties[keys[i]] != null && keys[i] !== "__proto__")
                            this[keys[i]] = properties[keys[i]];
            }

            /**
             * Decimal value.
             * @member {string} value
             * @memberof google.type.Decimal
             * @instance
             */
            Decimal.prototype.value = "";

            /**
             * Encodes the specified Decimal message. Does not implicitly {@link google.type.Decimal.verify|verify} messages.
             * @function encode
             * @memberof google.type.Decimal
             * @static
             * @param {google.type.IDecimal} message Decimal message or plain object to encode
             * @param {$protobuf.Writer} [writer] Writer to encode to
             * @returns {$protobuf.Writer} Writer
             */
            Decimal.encode = function encode(message, writer, q) {
                if (!writer)
                    writer = $Writer.create();
                if (q === undefined)
                    q = 0;
                if (q > $util.recursionLimit)
                    throw Error("max depth exceeded");
                if (message.value != null && Object.hasOwnProperty.call(message, "value"))
                    writer.uint32(/* id 1, wireType 2 =*/10).string(message.value);
                return writer;
            };

            /**
             * Decodes a Decimal message from the specified reader or buffer.
             * @function decode
             * @memberof google.type.Decimal
             * @static
             * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
             * @param {number} [length] Message length if known beforehand
             * @returns {google.type.Decimal} Decimal
             * @throws {Error} If the payload is not a reader or valid buffer
             * @throws {$protobuf.util.ProtocolError} If required fields are missing
             */
            Decimal.decode = function decode(reader, length, error, long) {
                if (!(reader instanceof $Reader))
                    reader = $Reader.create(reader);
                if (long === undefined)
                    long = 0;
                if (long > $Reader.recursionLimit)
                    throw Error("maximum nesting depth exceeded");
                var end, message;
                if (length === undefined)
                    end = reader.len;
                else {
                    end = reader.pos + length;
                    if (end > reader.len)
                        throw RangeError("index out of range");
                    length = reader.len;
                    reader.len = end;
                }
                message = new $root.google.type.Decimal();
                while (reader.pos < end) {
                    var tag = reader.uint32();
                    if (tag === error)
                        break;
                    switch (tag >>> 3) {
                    case 1: {
                            message.value = reader.string();
                            break;
                        }
                    default:
                        reader.skipType(tag & 7, long);
                        break;
                    }
                }
                if (length !== undefined) {
                    if (reader.pos !== end)
                        throw RangeError("index out of range");
                    reader.len = length;
                }
                return message;
            };

            return Decimal;
        })();

        return type;
    })();

    return google;
})();

export const { parasol, google } = $root;
